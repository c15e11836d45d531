import {
  alertEventsPageSchema,
  alertRuleSchema,
  apiPaths,
  envelopeSchema,
  type AlertEventsPage,
  type AlertRule,
  type CreateAlertRuleBody,
  type UpdateAlertRuleBody,
} from '@agentdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-request.ts';

const rulesResponseSchema = envelopeSchema(z.array(alertRuleSchema));
const ruleResponseSchema = envelopeSchema(alertRuleSchema);
const eventsResponseSchema = envelopeSchema(alertEventsPageSchema);

const alertKeys = {
  all: ['alerts'] as const,
  rules: ['alerts', 'rules'] as const,
  events: ['alerts', 'events'] as const,
};

/** How often the page reads the rules' states and the history again while open (the server evaluates every minute). */
const REFRESH_MS = 30_000;

/** GET /alerts/rules: the workspace's rules with their states. */
export const useAlertRules = () =>
  useQuery({
    queryKey: alertKeys.rules,
    queryFn: async ({ signal }): Promise<AlertRule[]> =>
      rulesResponseSchema.parse(await apiRequest(apiPaths.alertRules, { signal, showErrorToast: false })).data,
    refetchInterval: REFRESH_MS,
  });

/** GET /alerts/events: the latest firings and clearings. */
export const useAlertEvents = () =>
  useQuery({
    queryKey: alertKeys.events,
    queryFn: async ({ signal }): Promise<AlertEventsPage> =>
      eventsResponseSchema.parse(
        await apiRequest(`${apiPaths.alertEvents}?limit=50`, { signal, showErrorToast: false }),
      ).data,
    refetchInterval: REFRESH_MS,
  });

/** After a change the rules and the history are read again. */
const useAlertsChange = <Input>(change: (input: Input) => Promise<AlertRule>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: change, onSettled: () => client.invalidateQueries({ queryKey: alertKeys.all }) });
};

export const useCreateAlertRule = () =>
  useAlertsChange(
    async (body: CreateAlertRuleBody) =>
      ruleResponseSchema.parse(await apiRequest(apiPaths.alertRules, { method: 'POST', body, showErrorToast: false }))
        .data,
  );

export const useUpdateAlertRule = () =>
  useAlertsChange(
    async ({ id, body }: { id: string; body: UpdateAlertRuleBody }) =>
      ruleResponseSchema.parse(
        await apiRequest(apiPaths.alertRule(id), { method: 'PATCH', body, showErrorToast: false }),
      ).data,
  );

export const useDeleteAlertRule = () =>
  useAlertsChange(
    async (id: string) =>
      ruleResponseSchema.parse(await apiRequest(apiPaths.alertRule(id), { method: 'DELETE', showErrorToast: false }))
        .data,
  );
