export interface Crumb {
  readonly label: string;
  /** Absent for the current page, which is the last crumb. */
  readonly href?: string;
}

export function Breadcrumbs({ trail }: { readonly trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" class="breadcrumbs">
      <ol>
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.href === undefined ? <span aria-current="page">{crumb.label}</span> : <a href={crumb.href}>{crumb.label}</a>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
