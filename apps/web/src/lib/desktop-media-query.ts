/** At and above 768 px the side navigation is always shown; below it is a drawer (SPEC §9). */
export const DESKTOP_MEDIA_QUERY = '(min-width: 768px)';
