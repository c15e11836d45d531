// What other layers use of the onboarding module.
export { extractFields, ageOn, type Extraction, type TextLine } from './extract-fields.ts';
export { readMrz, findMrzLines, mrzCheckDigit, withCheckedNumber } from './mrz-fields.ts';
export { onboardingRoutes } from './onboarding.routes.ts';
export { improveWithModel } from './onboarding-model.ts';
export { drawFirstPage } from './onboarding.service.ts';
