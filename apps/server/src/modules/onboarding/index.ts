// What other layers use of the onboarding module.
export { extractFields, ageOn, type Extraction, type TextLine } from './extract-fields.ts';
export { readMrz, findMrzLines, mrzCheckDigit } from './mrz-fields.ts';
export { onboardingRoutes } from './onboarding.routes.ts';
