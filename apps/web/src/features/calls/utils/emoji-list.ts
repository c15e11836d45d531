/** An emoji and the words it is found by (its name first: the button's label). */
export type Emoji = { char: string; name: string; keywords?: string };

/**
 * The composer's emoji, packaged with the app (nothing is fetched): the ones a business writes to a
 * customer or a candidate, by group.
 */
export const emojiGroups: { label: string; emoji: Emoji[] }[] = [
  {
    label: 'Smileys',
    emoji: [
      { char: '😀', name: 'grinning face', keywords: 'happy smile' },
      { char: '😃', name: 'grinning face with big eyes', keywords: 'happy smile' },
      { char: '😄', name: 'grinning face with smiling eyes', keywords: 'happy smile' },
      { char: '😁', name: 'beaming face', keywords: 'happy grin' },
      { char: '😊', name: 'smiling face with smiling eyes', keywords: 'happy blush' },
      { char: '🙂', name: 'slightly smiling face', keywords: 'smile' },
      { char: '😉', name: 'winking face', keywords: 'wink' },
      { char: '😅', name: 'grinning face with sweat', keywords: 'relief phew' },
      { char: '😂', name: 'face with tears of joy', keywords: 'laugh lol' },
      { char: '🤣', name: 'rolling on the floor laughing', keywords: 'laugh lol' },
      { char: '😍', name: 'smiling face with heart eyes', keywords: 'love' },
      { char: '🥳', name: 'partying face', keywords: 'party celebrate' },
      { char: '😎', name: 'smiling face with sunglasses', keywords: 'cool' },
      { char: '🤗', name: 'hugging face', keywords: 'hug thanks' },
      { char: '🤔', name: 'thinking face', keywords: 'think hmm' },
      { char: '😐', name: 'neutral face', keywords: 'meh' },
      { char: '😕', name: 'confused face', keywords: 'confused' },
      { char: '😮', name: 'face with open mouth', keywords: 'surprised wow' },
      { char: '😢', name: 'crying face', keywords: 'sad' },
      { char: '😞', name: 'disappointed face', keywords: 'sad' },
      { char: '😴', name: 'sleeping face', keywords: 'tired' },
      { char: '🙏', name: 'folded hands', keywords: 'please thanks pray' },
    ],
  },
  {
    label: 'Gestures',
    emoji: [
      { char: '👍', name: 'thumbs up', keywords: 'yes ok like agree' },
      { char: '👎', name: 'thumbs down', keywords: 'no dislike' },
      { char: '👌', name: 'ok hand', keywords: 'ok perfect' },
      { char: '👏', name: 'clapping hands', keywords: 'applause congrats' },
      { char: '🙌', name: 'raising hands', keywords: 'celebrate hooray' },
      { char: '👋', name: 'waving hand', keywords: 'hello hi bye' },
      { char: '🤝', name: 'handshake', keywords: 'deal agreement' },
      { char: '✌️', name: 'victory hand', keywords: 'peace' },
      { char: '🤞', name: 'crossed fingers', keywords: 'luck hope' },
      { char: '💪', name: 'flexed biceps', keywords: 'strong' },
      { char: '👀', name: 'eyes', keywords: 'look see' },
      { char: '👉', name: 'backhand index pointing right', keywords: 'point' },
    ],
  },
  {
    label: 'Symbols',
    emoji: [
      { char: '✅', name: 'check mark button', keywords: 'done yes ok' },
      { char: '✔️', name: 'check mark', keywords: 'done yes' },
      { char: '❌', name: 'cross mark', keywords: 'no wrong' },
      { char: '⚠️', name: 'warning', keywords: 'caution' },
      { char: '❗', name: 'exclamation mark', keywords: 'important' },
      { char: '❓', name: 'question mark', keywords: 'question' },
      { char: '❤️', name: 'red heart', keywords: 'love' },
      { char: '💙', name: 'blue heart', keywords: 'love' },
      { char: '⭐', name: 'star', keywords: 'favourite' },
      { char: '✨', name: 'sparkles', keywords: 'new shiny' },
      { char: '🔥', name: 'fire', keywords: 'hot' },
      { char: '💯', name: 'hundred points', keywords: 'perfect score' },
      { char: '🎉', name: 'party popper', keywords: 'congratulations celebrate' },
      { char: '🎊', name: 'confetti ball', keywords: 'celebrate' },
      { char: '➡️', name: 'right arrow', keywords: 'next' },
      { char: '🔔', name: 'bell', keywords: 'reminder notification' },
    ],
  },
  {
    label: 'Work',
    emoji: [
      { char: '📅', name: 'calendar', keywords: 'date interview meeting' },
      { char: '⏰', name: 'alarm clock', keywords: 'time reminder' },
      { char: '🕒', name: 'three o’clock', keywords: 'time' },
      { char: '📞', name: 'telephone receiver', keywords: 'call phone' },
      { char: '📱', name: 'mobile phone', keywords: 'phone' },
      { char: '💬', name: 'speech balloon', keywords: 'chat message' },
      { char: '📧', name: 'e-mail', keywords: 'mail email' },
      { char: '📎', name: 'paperclip', keywords: 'attachment' },
      { char: '📄', name: 'page facing up', keywords: 'document' },
      { char: '📝', name: 'memo', keywords: 'note write' },
      { char: '📌', name: 'pushpin', keywords: 'pin important' },
      { char: '💼', name: 'briefcase', keywords: 'job work' },
      { char: '🏢', name: 'office building', keywords: 'office company' },
      { char: '💻', name: 'laptop', keywords: 'computer' },
      { char: '💰', name: 'money bag', keywords: 'money salary loan' },
      { char: '💳', name: 'credit card', keywords: 'payment card' },
      { char: '🏦', name: 'bank', keywords: 'loan' },
      { char: '📍', name: 'round pushpin', keywords: 'location address' },
      { char: '🚀', name: 'rocket', keywords: 'launch start' },
      { char: '☕', name: 'hot beverage', keywords: 'coffee tea' },
    ],
  },
];

/** The emoji whose name or words hold every word of the query (all of them for a blank query). */
export const searchEmoji = (query: string): Emoji[] => {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const all = emojiGroups.flatMap((group) => group.emoji);
  return words.length === 0
    ? all
    : all.filter((emoji) => words.every((word) => `${emoji.name} ${emoji.keywords ?? ''}`.includes(word)));
};

/** Text with `insert` put at the selection (replacing what is selected), and where the caret goes after it. */
export const insertAt = (
  text: string,
  selection: { start: number; end: number },
  insert: string,
): { text: string; caret: number } => {
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  return { text: `${text.slice(0, start)}${insert}${text.slice(end)}`, caret: start + insert.length };
};
