// Japanese texts of the company namespace for the jobs pages (docs/jobs.md), spread into companyJa.
export const jobsJa = {};
