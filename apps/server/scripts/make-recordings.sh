#!/usr/bin/env bash
# Produces the sample call recordings in apps/server/src/seed/recordings/ and their manifest.json.
#
# Dev-time only: the .ogg files and the manifest are committed, so neither the server nor the tests
# need these tools. Kept for reproducibility; running it again rewrites the same files.
#
#   apt-get update && apt-get install -y espeak-ng sox libsox-fmt-all opus-tools
#   bash apps/server/scripts/make-recordings.sh
#
# Each utterance is synthesised on its own and trimmed of silence, so its exact start and end in
# the joined audio are known; the call generator spreads word timings over those spans.
set -euo pipefail

OUT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/src/seed/recordings"
RATE=22050
SPEED=160 # words per minute
# Pauses in samples at $RATE: before the first turn, before an agent reply (its response latency),
# before a user reply, and after the last turn.
LEAD=11025
AGENT_GAP=15435
USER_GAP=9923
TAIL=15435

for tool in espeak-ng sox soxi opusenc; do
  command -v "$tool" >/dev/null || {
    echo "missing $tool: apt-get install -y espeak-ng sox libsox-fmt-all opus-tools" >&2
    exit 1
  }
done

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT_DIR"

# name|agent_id|direction|agent voice|user voice
RECORDINGS=(
  "zara-screening|zara|outbound|en-us+f3|en-us+m3"
  "zara-interview-scheduling|zara|outbound|en-us+f3|en-us+f4"
  "loan-qualification|loan-qualifier|outbound|en-us+m3|en-us+f4"
  "loan-documents|loan-documents|outbound|en-us+f3|en-us+m3"
  "pos-qualification|pos-qualifier|inbound|en-us+m3|en-us+f3"
)

# One turn a line: role|text. The text is exactly what the transcript shows.
script_for() {
  case "$1" in
    zara-screening)
      cat <<'EOF'
user|Hello?
agent|Hi, this is Zara from the talent team at Northstar Technologies. This call may be recorded for quality purposes. Am I speaking with Rahul Verma?
user|Yes, this is Rahul.
agent|Thanks for applying for the Senior Backend Engineer role. Do you have two minutes for a few quick questions?
user|Sure, go ahead.
agent|How many years of backend experience do you have, and what is your notice period?
user|I have 6 years of experience, mostly Java and Go. My notice period is 30 days.
agent|Great. What is your current salary, and what are you expecting?
user|I earn 18 lakh a year, and I am looking for around 24 lakh.
agent|Thank you, Rahul. That fits the range for this role. Our team will email you interview slots today.
EOF
      ;;
    zara-interview-scheduling)
      cat <<'EOF'
user|Hello, Ananya speaking.
agent|Hi Ananya, this is Zara from Northstar Technologies. This call may be recorded for quality purposes. You cleared the screening for the Data Analyst role, and I am calling to schedule your interview.
user|Oh, that's great news. When would it be?
agent|I have tomorrow at 11 AM, or the day after at 3 PM. Which works better for you?
user|Tomorrow at 11 works for me.
agent|Perfect. Shall I send the calendar invite to ananya.iyer@example.com?
user|Yes, that's the right email.
agent|Done. You are booked for tomorrow at 11 AM with our analytics lead. Good luck, Ananya!
EOF
      ;;
    loan-qualification)
      cat <<'EOF'
user|Hello?
agent|Hello, this is Leo from Greenleaf Finance, calling about your personal loan enquiry. This call may be recorded for quality purposes. Is this Sneha Kapoor?
user|Yes, speaking.
agent|How much would you like to borrow, and for how long?
user|About 5 lakh rupees, over three years.
agent|Are you salaried or self-employed, and what is your monthly take-home income?
user|I'm salaried at an IT company. I take home 85,000 a month.
agent|Do you pay any EMIs at the moment?
user|Just a car loan, 12,000 a month.
agent|Thank you. You qualify for 5 lakh over 36 months, at about 16,600 rupees a month. I'll send the application link by SMS.
EOF
      ;;
    loan-documents)
      cat <<'EOF'
user|Hello?
agent|Hi, this is Maya from Greenleaf Finance, about your loan application. This call may be recorded for quality purposes. Am I speaking with Vikram Nair?
user|Yes, tell me.
agent|We received your documents, but the bank statement you uploaded is password protected, so we could not open it.
user|Oh, sorry about that. It's the statement my bank emailed me.
agent|No problem. Could you upload an unlocked copy of the last six months? I'll send the upload link on WhatsApp.
user|Sure, I can do that by this evening.
agent|Thank you, Vikram. Once we have it, your application moves to verification. Have a good day!
EOF
      ;;
    pos-qualification)
      cat <<'EOF'
agent|Thank you for calling SwiftPay, this is Arjun. This call may be recorded for quality purposes. How can I help you today?
user|Hi, I run a pharmacy, and I want a card machine for my shop.
agent|Happy to help. Roughly how much do your customers pay by card or UPI each month?
user|Around 3 lakh rupees a month.
agent|And would you like next-day settlement, or instant settlement for a small fee?
user|Next-day is fine.
agent|Great, you qualify for our card machine with zero rental. May I have your name and the shop's area?
user|I'm Meena Joshi, from Joshi Medicals in Koramangala.
agent|Thanks, Meena. Our executive will visit your shop tomorrow at 4 PM to complete the setup.
EOF
      ;;
    *)
      echo "no script for $1" >&2
      exit 1
      ;;
  esac
}

json_escape() {
  local s=${1//\\/\\\\}
  printf '%s' "${s//\"/\\\"}"
}

seconds() { awk -v s="$1" -v r="$RATE" 'BEGIN { printf "%.3f", s / r }'; }

# sox -R throughout: sox dithers with random noise when it writes 16-bit samples, so without it
# every run would produce different bytes.
silence() { sox -R -r "$RATE" -c 1 -n -b 16 "$2" trim 0 "$1s"; }

manifest="$WORK/manifest.json"
printf '{\n  "generated_by": "apps/server/scripts/make-recordings.sh",\n  "recordings": [' >"$manifest"
first_recording=1
serial=0

for entry in "${RECORDINGS[@]}"; do
  IFS='|' read -r name agent_id direction agent_voice user_voice <<<"$entry"
  serial=$((serial + 1))
  dir="$WORK/$name"
  mkdir -p "$dir"

  pieces=()
  utterances=''
  offset=0
  index=0

  silence "$LEAD" "$dir/lead.wav"
  pieces+=("$dir/lead.wav")
  offset=$LEAD

  while IFS='|' read -r role text; do
    [[ -z "$role" ]] && continue
    if ((index > 0)); then
      gap=$USER_GAP
      [[ "$role" == agent ]] && gap=$AGENT_GAP
      silence "$gap" "$dir/gap-$index.wav"
      pieces+=("$dir/gap-$index.wav")
      offset=$((offset + gap))
    fi

    voice=$user_voice
    [[ "$role" == agent ]] && voice=$agent_voice
    espeak-ng -v "$voice" -s "$SPEED" -w "$dir/raw-$index.wav" "$text"
    # Trim leading and trailing silence so start/end are where speech is.
    sox -R "$dir/raw-$index.wav" -r "$RATE" -c 1 -b 16 "$dir/utt-$index.wav" \
      silence 1 0.01 0.5% reverse silence 1 0.01 0.5% reverse
    samples=$(soxi -s "$dir/utt-$index.wav")
    pieces+=("$dir/utt-$index.wav")

    start=$(seconds "$offset")
    offset=$((offset + samples))
    end=$(seconds "$offset")
    ((index > 0)) && utterances+=','
    utterances+=$(printf '\n        { "role": "%s", "content": "%s", "start": %s, "end": %s }' "$role" "$(json_escape "$text")" "$start" "$end")
    index=$((index + 1))
  done < <(script_for "$name")

  silence "$TAIL" "$dir/tail.wav"
  pieces+=("$dir/tail.wav")
  offset=$((offset + TAIL))

  sox -R "${pieces[@]}" "$dir/full.wav" norm -3
  total=$(soxi -s "$dir/full.wav")
  if ((total != offset)); then
    echo "$name: joined length $total differs from the sum of pieces $offset" >&2
    exit 1
  fi
  # A fixed serial keeps the Ogg stream byte-identical between runs.
  opusenc --quiet --bitrate 24 --serial "$serial" --title "$name" "$dir/full.wav" "$OUT_DIR/$name.ogg"

  duration_ms=$(awk -v s="$total" -v r="$RATE" 'BEGIN { printf "%d", s / r * 1000 + 0.5 }')
  ((first_recording)) || printf ',' >>"$manifest"
  first_recording=0
  printf '\n    {\n      "name": "%s",\n      "file": "%s.ogg",\n      "agent_id": "%s",\n      "direction": "%s",\n      "agent_voice": "%s",\n      "user_voice": "%s",\n      "duration_ms": %s,\n      "utterances": [%s\n      ]\n    }' \
    "$name" "$name" "$agent_id" "$direction" "$agent_voice" "$user_voice" "$duration_ms" "$utterances" >>"$manifest"
  echo "$name.ogg: $(seconds "$total") s, $(stat -c %s "$OUT_DIR/$name.ogg") bytes"
done

printf '\n  ]\n}\n' >>"$manifest"
cp "$manifest" "$OUT_DIR/manifest.json"
echo "total: $(du -cb "$OUT_DIR"/*.ogg | tail -1 | cut -f1) bytes"
