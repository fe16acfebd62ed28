import type { JSX } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';

interface PendingQuestion {
  readonly question: string;
  readonly confirmLabel: string;
  readonly settle: (confirmed: boolean) => void;
}

/**
 * An in-page modal question before a write. `ask()` resolves true on confirm and false on
 * Cancel or Escape; render `dialog` once in the view.
 */
export function useConfirm(): { readonly dialog: JSX.Element; readonly ask: (question: string, confirmLabel: string) => Promise<boolean> } {
  const [pending, setPending] = useState<PendingQuestion | null>(null);

  const ask = useCallback(
    (question: string, confirmLabel: string) =>
      new Promise<boolean>((resolve) => {
        setPending({ question, confirmLabel, settle: resolve });
      }),
    [],
  );

  const answer = useCallback(
    (confirmed: boolean) => {
      pending?.settle(confirmed);
      setPending(null);
    },
    [pending],
  );

  return { dialog: <ConfirmDialog pending={pending} onAnswer={answer} />, ask };
}

function ConfirmDialog({ pending, onAnswer }: { readonly pending: PendingQuestion | null; readonly onAnswer: (confirmed: boolean) => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (pending !== null && !dialog.open) {
      dialog.showModal();
      // The safe choice gets focus, so a stray Enter does not delete anything.
      cancelRef.current?.focus();
    } else if (pending === null && dialog.open) {
      dialog.close();
    }
  }, [pending]);

  return (
    <dialog
      ref={dialogRef}
      class="confirm-dialog"
      data-testid="confirm-dialog"
      aria-labelledby="confirm-dialog-question"
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
      // Browsers may close a modal on Escape despite preventDefault; a close while still asking is a "no".
      onClose={() => {
        if (pending !== null) onAnswer(false);
      }}
    >
      <p id="confirm-dialog-question">{pending?.question ?? ''}</p>
      <div class="dialog-actions">
        <button type="button" ref={cancelRef} data-testid="confirm-no" onClick={() => onAnswer(false)}>
          Cancel
        </button>
        <button type="button" class="danger" data-testid="confirm-yes" onClick={() => onAnswer(true)}>
          {pending?.confirmLabel ?? 'Confirm'}
        </button>
      </div>
    </dialog>
  );
}
