/**
 * A selected list row: tinted in the brand, with its muted texts one shade darker, since gray-500
 * on the tint falls under the 4.5:1 contrast that small text needs (WCAG 1.4.3).
 */
export const SELECTED_ROW = 'border-l-brand bg-brand-soft [&_.text-gray-500]:text-gray-600';
