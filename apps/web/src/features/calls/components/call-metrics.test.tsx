// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CallMetrics } from './call-metrics.tsx';

const cost = {
  product_costs: [
    { product: 'elevenlabs_tts', unit_price: 0.116667, cost: 14.23 },
    { product: 'gpt_4o_mini', unit_price: 0.01, cost: 1.22 },
    { product: 'twilio_telephony', unit_price: 0.025, cost: 3.05 },
    { product: 'acme_voice_stt', unit_price: 0.002, cost: 0.24 },
  ],
  total_duration_unit_price: 0.153667,
  total_one_time_price: 0,
  combined_cost: 18.74,
  total_duration_seconds: 122,
};

describe('CallMetrics', () => {
  afterEach(cleanup);

  it('names each cost line by its product, not the provider’s id', () => {
    render(<CallMetrics latency={null} cost={cost} />);
    const rows = within(screen.getByTestId('call-cost')).getAllByRole('row').slice(1, -1);
    const names = rows.map((row) => row.querySelector('td')?.textContent);
    expect(names).toEqual(['ElevenLabs TTS', 'GPT-4o mini', 'Twilio telephony', 'Acme voice STT']);
    expect(screen.getByTestId('call-cost').textContent).not.toMatch(
      /elevenlabs_tts|gpt_4o_mini|twilio_tele|acme_voice/,
    );
    expect(screen.getByTestId('call-cost-total').textContent).toBe('$0.19');
  });
});
