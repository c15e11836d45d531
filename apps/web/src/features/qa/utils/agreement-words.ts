import { plural, QA_AGREEMENT_LOW, type QaCriterionAgreement } from '@agentdesk/shared';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** "People agreed 8 of 10 times (80%)", or "No corrections yet". */
export const agreementSentence = ({ corrections, agreed, agreement_rate: rate }: QaCriterionAgreement): string =>
  rate === null
    ? 'No corrections yet'
    : `People agreed ${agreed} of ${plural(corrections, { one: 'time', other: 'times' })} (${percent.format(rate)})`;

/** A criterion people disagree with this often is one to rewrite. */
export const isLowAgreement = ({ agreement_rate: rate }: QaCriterionAgreement): boolean =>
  rate !== null && rate < QA_AGREEMENT_LOW;
