/** '80 %' for 0.8; a dash where there is no next stage or no one reached this one. */
export const formatShare = (share: number | null) =>
  share === null ? '–' : `${Math.round(share * 1000) / 10} %`;

/** A time in stage as staff read it: '45 min', '3 h 20 min', '2 d 5 h'; a dash while no one left the stage. */
export function formatMinutes(minutes: number | null) {
  if (minutes === null) return '–';
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 1440) {
    const rest = minutes % 60;
    return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
  }
  const hours = Math.floor((minutes % 1440) / 60);
  return hours ? `${Math.floor(minutes / 1440)} d ${hours} h` : `${minutes / 1440} d`;
}

/** A file name from the cohort's name: 'funnel-cohort-january-2027'. */
export const funnelFileName = (cohortName: string) =>
  `funnel-${cohortName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
