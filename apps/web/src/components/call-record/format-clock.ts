/** Seconds as m:ss (or h:mm:ss), e.g. 65 → '1:05'. */
export const formatClock = (seconds: number): string => {
  const total = Math.floor(Number.isFinite(seconds) && seconds > 0 ? seconds : 0);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
};
