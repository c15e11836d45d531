/** How a document type reads in the list (the onboarding agent sends snake_case names). */
const typeLabels: Record<string, string> = {
  aadhaar: 'Aadhaar card',
  pan: 'PAN card',
  passport: 'Passport',
  resume: 'Résumé',
  driving_licence: 'Driving licence',
  voter_id: 'Voter ID',
};

export const documentTypeLabel = (type: string): string => {
  const known = typeLabels[type];
  if (known !== undefined) return known;
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words === '' ? 'Document' : words.charAt(0).toUpperCase() + words.slice(1);
};
