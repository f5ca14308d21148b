import { describe, expect, it } from 'vitest';
import { freelancerNextStep } from './next-step';

type Status = Parameters<typeof freelancerNextStep>[0][number]['status'];
const milestones = (...statuses: Status[]) =>
  statuses.map((status, i) => ({ id: `m${i + 1}`, title: `Part ${i + 1}`, status }));
const none = () => false;

describe('freelancerNextStep', () => {
  it('asks the freelancer to submit work on the first funded milestone', () => {
    expect(freelancerNextStep(milestones('released', 'funded', 'funded'), none)).toEqual({
      text: 'Submit work on “Part 2”',
      isYours: true,
    });
  });

  it('puts what the freelancer must do before what they wait for', () => {
    expect(freelancerNextStep(milestones('pending', 'submitted', 'changes_requested'), none)).toEqual({
      text: 'Make the changes requested on “Part 3”',
      isYours: true,
    });
    expect(freelancerNextStep(milestones('funded', 'proposed'), none).text).toBe(
      'Accept or decline the proposed milestone “Part 2”',
    );
  });

  it('says what the client is expected to do when nothing waits for the freelancer', () => {
    expect(freelancerNextStep(milestones('pending', 'submitted'), none)).toEqual({
      text: 'Waiting for the client to review “Part 2”',
      isYours: false,
    });
    expect(freelancerNextStep(milestones('released', 'pending'), none).text).toBe(
      'Waiting for the client to fund “Part 2”',
    );
    expect(freelancerNextStep(milestones('released', 'refunded', 'cancelled', 'declined'), none)).toEqual({
      text: 'Waiting for the client to add a milestone or end the contract',
      isYours: false,
    });
  });

  it('names the dispute that holds the milestone instead of its usual step', () => {
    expect(freelancerNextStep(milestones('funded'), (id) => id === 'm1')).toEqual({
      text: 'A dispute holds “Part 1”',
      isYours: true,
    });
  });
});
