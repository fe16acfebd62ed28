// Output helpers for the tour: sections and colour on a terminal, plain text
// when piped (CI logs, `| tee`), and never colour when NO_COLOR is set.
const useColour = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;

const paint = (code: number) => (text: string) => (useColour ? `\u001b[${code}m${text}\u001b[0m` : text);

/** Styles for tour output. */
export const style = {
  bold: paint(1),
  dim: paint(2),
  green: paint(32),
  yellow: paint(33),
  cyan: paint(36),
  magenta: paint(35),
};

let sectionNumber = 0;

/** Prints a numbered section heading. */
export function section(title: string): void {
  sectionNumber += 1;
  console.log(`\n${style.bold(style.cyan(`${sectionNumber}. ${title}`))}`);
}

/** Prints an indented line. */
export function line(text = ''): void {
  console.log(`   ${text}`);
}

/** Prints code the way a user would write it. */
export function code(text: string): void {
  for (const row of text.split('\n')) console.log(`   ${style.dim('│')} ${style.magenta(row)}`);
}

/** A progress bar that redraws in place on a terminal and prints milestones otherwise. */
export function progress(label: string, total: number): { update(done: number): void; finish(): void } {
  let lastMilestone = -1;
  const draw = (done: number) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
    return `   ${label} ${bar} ${done}/${total}`;
  };
  return {
    update(done) {
      if (useColour) {
        process.stdout.write(`\r${draw(done)}`);
        return;
      }
      const milestone = Math.floor((done / total) * 4);
      if (milestone !== lastMilestone) {
        lastMilestone = milestone;
        console.log(draw(done));
      }
    },
    finish() {
      if (useColour) process.stdout.write(`\r${draw(total)}\n`);
      else if (lastMilestone !== 4) console.log(draw(total));
    },
  };
}
