import { costProductName } from '@agentdesk/shared/call-format';
import type { Call, CallCost } from '@agentdesk/shared';
import { formatCents, formatLatency, formatUnitPrice } from '../utils/format-cost.ts';

type Props = { latency: Call['latency'] | null; cost: CallCost | null };

const latencyRows = [
  { key: 'e2e', label: 'End-to-end' },
  { key: 'llm', label: 'LLM' },
  { key: 'tts', label: 'TTS' },
] as const;

const thClass = 'py-1.5 text-left text-xs font-medium text-gray-500';
const tdClass = 'py-1.5 text-[13px] text-gray-900 tabular-nums';

/** Latency (p50, p90 of end-to-end, LLM and TTS) and the cost breakdown of the call. */
export const CallMetrics = ({ latency, cost }: Props) => {
  const products = cost?.product_costs ?? [];
  return (
    <div className="flex flex-col gap-4 border-t border-gray-200 p-4">
      <section aria-labelledby="latency-title" data-testid="call-latency">
        <h3 id="latency-title" className="text-[13px] font-semibold text-gray-900">
          Latency
        </h3>
        {latency === null || latency === undefined ? (
          <p className="mt-1 text-xs text-gray-500">No latency measured for this call.</p>
        ) : (
          <table className="mt-1 w-full">
            <thead>
              <tr className="border-b border-gray-100">
                <th scope="col" className={thClass}>
                  <span className="sr-only">Stage</span>
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  p50
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  p90
                </th>
              </tr>
            </thead>
            <tbody>
              {latencyRows.map(({ key, label }) => (
                <tr key={key} className="border-b border-gray-50 last:border-b-0">
                  <th scope="row" className={`${thClass} font-normal text-gray-700`}>
                    {label}
                  </th>
                  <td className={`${tdClass} text-right`}>{formatLatency(latency[key]?.p50)}</td>
                  <td className={`${tdClass} text-right`}>{formatLatency(latency[key]?.p90)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="cost-title" data-testid="call-cost">
        <h3 id="cost-title" className="text-[13px] font-semibold text-gray-900">
          Cost
        </h3>
        {cost === null || cost === undefined ? (
          <p className="mt-1 text-xs text-gray-500">No cost reported for this call.</p>
        ) : (
          <table className="mt-1 w-full table-fixed">
            <thead>
              <tr className="border-b border-gray-100">
                <th scope="col" className={`${thClass} w-[44%]`}>
                  Product
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Unit price
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Cost
                </th>
              </tr>
            </thead>
            <tbody>
              {products.map((product, index) => (
                <tr key={`${product.product}-${index}`} className="border-b border-gray-50">
                  {/* The provider's id stays on hover, for a support conversation with it. */}
                  <td className={`${tdClass} truncate`} title={product.product}>
                    {costProductName(product.product)}
                  </td>
                  <td className={`${tdClass} text-right text-gray-600`}>{formatUnitPrice(product.unit_price)}</td>
                  <td className={`${tdClass} text-right`}>{formatCents(product.cost)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2} className={`${thClass} font-semibold text-gray-900`}>
                  Total
                </th>
                <td data-testid="call-cost-total" className={`${tdClass} text-right font-semibold`}>
                  {formatCents(cost.combined_cost)}
                </td>
              </tr>
            </tfoot>
          </table>
        )}
      </section>
    </div>
  );
};
