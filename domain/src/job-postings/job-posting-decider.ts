import type { Decider } from '../shared/decider';
import { invalid, notFound } from '../shared/errors';
import type { JobPostingEvent, JobPostingPublished } from './job-posting-events';

export type JobPostingState = { status: 'none' } | { status: 'published' | 'withdrawn'; companyId: string };

export type JobPostingCommand =
  | { type: 'PublishJobPosting'; data: Omit<JobPostingPublished['data'], 'publishedAt'> & { now: string } }
  | { type: 'WithdrawJobPosting'; data: { campaignId: string; companyId: string } };

/** A salary states what its type needs: a tariff's name, or an amount from (and a till not below it). */
function checkSalary(salary: JobPostingPublished['data']['salary']): void {
  if (salary.salaryType === 'TARIFF' && !salary.salaryByTariff?.trim()) throw invalid('salary.salary_by_tariff', 'Please name the tariff.');
  if ((salary.salaryType === 'FIX_SALARY' || salary.salaryType === 'HOURLY') && salary.amountFrom === null) {
    throw invalid('salary.amount_from', 'Please give the salary.');
  }
  if (salary.amountFrom !== null && salary.amountTill !== null && salary.amountTill < salary.amountFrom) {
    throw invalid('salary.amount_till', 'The upper amount must not be below the lower one.');
  }
}

/** A campaign's public job posting: published (again, replacing it) or withdrawn. */
export const jobPostingDecider: Decider<JobPostingState, JobPostingCommand, JobPostingEvent> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    switch (command.type) {
      case 'PublishJobPosting': {
        const { now, ...data } = command.data;
        if (!data.title.trim()) throw invalid('title', 'Please give the job a title.');
        checkSalary(data.salary);
        return [{ type: 'JobPostingPublished', data: { ...data, title: data.title.trim(), publishedAt: now } }];
      }
      case 'WithdrawJobPosting':
        if (state.status === 'none') throw notFound('Job posting not found.');
        if (state.status === 'withdrawn') return [];
        return [{ type: 'JobPostingWithdrawn', data: command.data }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'JobPostingPublished':
        return { status: 'published', companyId: event.data.companyId };
      case 'JobPostingWithdrawn':
        return state.status === 'none' ? state : { ...state, status: 'withdrawn' };
    }
  },
};
