// Japanese texts of the company namespace for the applicants pages (docs/jobs.md), spread into companyJa.
export const applicantsJa = {};
