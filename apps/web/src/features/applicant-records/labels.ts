import { type OptOut, optOutLabels } from '@intake/contracts/applicant-records';
import type { ApplicationStatus } from '@intake/contracts/status';

/**
 * INVITED_FOR_INTERVIEW → 'Invited for interview'; a withdrawn applicant reads 'Withdrawn', an
 * unsubscribed one 'Invited for interview · Unsubscribed'.
 */
export const statusLabel = (status: ApplicationStatus, optedOut: OptOut | null = null) => {
  if (optedOut === 'WITHDRAWN') return optOutLabels.WITHDRAWN;
  const words = status.toLowerCase().replace(/_/g, ' ');
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return optedOut ? `${label} · ${optOutLabels[optedOut]}` : label;
};

/** 'Interviews Scheduled' → 'IS', for the collapsed menu. */
export const initialsOf = (label: string) =>
  label
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
    .slice(0, 2);
