import { composerChannels, type CallContact, type ComposerChannel } from '@agentdesk/shared';
import type { SelectOption } from '../../../components/ui/select.tsx';

/** The channels as SPEC §2 names them. */
export const channelLabels: Record<ComposerChannel, string> = { whatsapp: 'Whatsapp', email: 'Email' };

/** The channel dropdown's options: one that cannot reach the contact is disabled and says why. */
export const channelOptions = (contact: CallContact | undefined): SelectOption[] =>
  composerChannels.map((channel) => {
    const reach = contact?.channels[channel];
    const isAvailable = reach?.is_available ?? true;
    return {
      value: channel,
      label: channelLabels[channel],
      disabled: !isAvailable,
      ...(isAvailable ? {} : { description: reach?.reason ?? undefined }),
    };
  });

/** The channel the composer starts on: WhatsApp (SPEC's first) when it reaches the contact, else Email when that does. */
export const preferredChannel = (contact: CallContact | undefined): ComposerChannel => {
  if (contact === undefined || contact.channels.whatsapp.is_available) return 'whatsapp';
  return contact.channels.email.is_available ? 'email' : 'whatsapp';
};

/** What a toast says once a message is on its way. */
export const queuedText = (channel: ComposerChannel, contact: Pick<CallContact, 'display_name'>): string =>
  `${channel === 'email' ? 'Mail' : 'WhatsApp message'} to ${contact.display_name} queued`;
