/** The brand blue for active and primary states (SPEC §9); the CSS theme has it as --color-brand. */
export const BRAND_BLUE = '#2563EB';
