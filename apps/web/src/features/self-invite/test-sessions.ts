import type { InfoSession } from '@intake/contracts/info-sessions';

export const morningSession: InfoSession = {
  infoSessionId: '0d4c6b59-2f43-4d3a-9a53-6e3e2f1b1a01',
  mode: 'Online',
  sessionDate: '14-03-2030',
  sessionTime: '09:00',
  sessionDetails: 'Virtual session, Thursday 14-03-2030 at 9:00 AM',
};

export const afternoonSession: InfoSession = {
  infoSessionId: '0d4c6b59-2f43-4d3a-9a53-6e3e2f1b1a02',
  mode: 'Offline',
  sessionDate: '15-03-2030',
  sessionTime: '14:30',
  sessionDetails: 'Physical session, Friday 15-03-2030 at 2:30 PM',
};
