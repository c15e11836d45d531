/**
 * What a link made of a figure or a row does ('Show negative calls'), for screen readers, after
 * the visible text: the link's name then starts with what is seen (WCAG 2.5.3, label in name),
 * which an aria-label replacing the visible text would break.
 */
export const LinkAction = ({ label }: { label: string | undefined }) =>
  label === undefined ? null : (
    <span className="sr-only" data-link-action="">
      , {label}
    </span>
  );
