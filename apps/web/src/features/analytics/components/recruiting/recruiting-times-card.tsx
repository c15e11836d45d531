import { applicationStageLabels, type DurationStat, type RecruitingAnalytics } from '@agentdesk/shared';
import { Card } from '../../../../components/ui/card.tsx';
import { formatSpan } from '../../utils/recruiting-format.ts';

type Props = { analytics: RecruitingAnalytics };

const Row = ({ label, stat }: { label: string; stat: DurationStat }) => (
  <tr className="border-t border-gray-100">
    <th scope="row" className="py-1.5 pr-3 text-left font-normal text-gray-700">
      {label}
    </th>
    <td className="py-1.5 pr-3 text-right font-medium text-gray-900 tabular-nums">{formatSpan(stat.median_ms)}</td>
    <td className="py-1.5 pr-3 text-right text-gray-700 tabular-nums">{formatSpan(stat.average_ms)}</td>
    <td className="py-1.5 text-right text-gray-500 tabular-nums">{stat.samples}</td>
  </tr>
);

/** Time from the application to screening and interview, and time spent in each stage: median and average. */
export const RecruitingTimesCard = ({ analytics }: Props) => {
  const { times } = analytics;
  return (
    <Card title="Time to hire" description="Median and average of the period's applications">
      <table className="w-full text-[13px]" data-testid="recruiting-times">
        <thead>
          <tr className="text-xs text-gray-500">
            <th scope="col" className="pb-1.5 text-left font-medium">
              Span
            </th>
            <th scope="col" className="pb-1.5 pr-3 text-right font-medium">
              Median
            </th>
            <th scope="col" className="pb-1.5 pr-3 text-right font-medium">
              Average
            </th>
            <th scope="col" className="pb-1.5 text-right font-medium">
              <abbr title="Applications measured" className="no-underline">
                n
              </abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          <Row label="Applied → screening" stat={times.to_screening} />
          <Row label="Applied → interview" stat={times.to_interview} />
          {times.in_stage.map((stat) => (
            <Row key={stat.stage} label={`In ${applicationStageLabels[stat.stage]}`} stat={stat} />
          ))}
        </tbody>
      </table>
    </Card>
  );
};
