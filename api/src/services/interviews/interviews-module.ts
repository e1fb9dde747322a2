// What the app may use of interview scheduling; the rest of this folder is its own
// (docs/api.md "Services"). Its routes are mounted under the order service (service-registry.ts).

// the day-before reminder runs as a periodic job (docs/conversations.md#interview-mails)
export { interviewReminderJob, INTERVIEW_REMINDER } from './interview-reminder';
