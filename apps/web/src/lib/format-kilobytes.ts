/** Size in KB with two decimals (file lines, attachments). */
export const formatKilobytes = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** A file's size in B, KB or MB, as people read it (attachments). */
export const formatFileSize = (bytes: number) => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};
