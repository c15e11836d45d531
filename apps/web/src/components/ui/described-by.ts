/** aria-describedby for a FormField control: its hint and its error, when present. */
export const describedBy = (id: string, { hint, error }: { hint?: unknown; error?: unknown }): string | undefined => {
  const ids = [hint !== undefined ? `${id}-hint` : null, error !== undefined ? `${id}-error` : null].filter(
    (value) => value !== null,
  );
  return ids.length > 0 ? ids.join(' ') : undefined;
};
