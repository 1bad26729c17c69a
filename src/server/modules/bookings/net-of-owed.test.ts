import { describe, expect, it } from 'vitest';
import { netOfOwed } from './cancellation.service.js';

describe('a cancelled booking’s refund, less what a dearer change left owed', () => {
  it('pays back the rest when the refund covers what is owed', () => {
    expect(netOfOwed({ refundPaise: 476_400 }, 28_000)).toEqual({
      refundPaise: 448_400,
      owedSettledPaise: 28_000,
    });
  });

  it('pays back nothing, and asks for nothing more, when it does not', () => {
    expect(netOfOwed({ refundPaise: 20_000 }, 28_000)).toEqual({
      refundPaise: 0,
      owedSettledPaise: 20_000,
    });
  });

  it('leaves a refund alone when nothing is owed (or the customer is in credit)', () => {
    expect(netOfOwed({ refundPaise: 5_000 }, 0)).toEqual({
      refundPaise: 5_000,
      owedSettledPaise: 0,
    });
    expect(netOfOwed({ refundPaise: 5_000 }, -700)).toEqual({
      refundPaise: 5_000,
      owedSettledPaise: 0,
    });
  });
});
