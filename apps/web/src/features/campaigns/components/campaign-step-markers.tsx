import { CAMPAIGN_STEPS, type CampaignStep } from '@agentdesk/shared';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

type Props = { step: CampaignStep };

/** The four steps of the mail flow; every step up to the current one is marked active (SPEC §2). */
export const CampaignStepMarkers = ({ step }: Props) => (
  <ol aria-label="Campaign steps" className="grid grid-cols-4 gap-2">
    {CAMPAIGN_STEPS.map((label, index) => {
      const number = index + 1;
      const isActive = number <= step;
      return (
        <li
          key={label}
          data-active={isActive}
          aria-current={number === step ? 'step' : undefined}
          className="flex min-w-0 flex-col items-center gap-1.5 text-center sm:flex-row sm:text-left"
        >
          <span
            className={cn(
              'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold tabular-nums',
              isActive ? 'border-brand bg-brand text-white' : 'border-gray-300 bg-white text-gray-500',
            )}
          >
            {number < step ? <Check size={14} aria-hidden="true" /> : number}
          </span>
          <span
            className={cn(
              'text-[11px] leading-tight font-medium sm:text-[13px]',
              isActive ? 'text-gray-900' : 'text-gray-500',
            )}
          >
            <span className="sr-only">Step {number}: </span>
            {label}
          </span>
        </li>
      );
    })}
  </ol>
);
