// What the review and the retry keep across scene restarts: the review in progress and the
// retry's side trip, one pair for the page, kept by the services.

import { RetryModel, type RetryPorts } from './retry-model.ts';
import { ReviewModel, type ReviewAnalyst } from './review-model.ts';

export interface ReviewKept {
  review: ReviewModel;
  retry: RetryModel;
}

export function makeReviewKept(analyst: () => ReviewAnalyst, ports: RetryPorts): ReviewKept {
  return { review: new ReviewModel(analyst), retry: new RetryModel(ports) };
}
