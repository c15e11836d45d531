/** '.pdf' from 'Report.PDF'; '' when the name has no ending. */
export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
};

const fileKey = (file: File) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

/** The chosen files with the newly picked or dropped ones after them, each file once. */
export const addChosenFiles = (current: readonly File[], added: readonly File[]): File[] => {
  const seen = new Set(current.map(fileKey));
  const next = [...current];
  for (const file of added) {
    if (seen.has(fileKey(file))) continue;
    seen.add(fileKey(file));
    next.push(file);
  }
  return next;
};
