import { describe, expect, it } from 'vitest';
import { otpWaitMessage, otpWrongMessage } from '../../shared/auth';
import { collectAboveOwedMessage } from '../../shared/balance-collection';
import * as said from '../../shared/booking-messages';
import { refusedCustomerBookingMessage } from '../../shared/console-customers';
import {
  closeChecksFailedMessage,
  monthAlreadyClosedMessage,
  monthClosedMessage,
  monthNotClosedMessage,
  monthNotEndedMessage,
} from '../../shared/closed-months';
import { categoryInUseMessage, subcategoryNotOfMessage } from '../../shared/console-settings';
import { depositAboveHeldMessage } from '../../shared/deposit-settlement';
import { refundAbovePaidMessage } from '../../shared/refund-destination';
import {
  disputeAcceptedMessage,
  disputeRejectedMessage,
  disputeWindowClosedMessage,
} from '../../shared/trip-charge-disputes';
import { chargeOnTheRoadMessage, tripChargeRecordedMessage } from '../../shared/trip-charges';
import { messageIn, type LoadedCatalogue } from '../lib/use-message';
import { en } from './en';
import { enConsole } from './en-console';
import { hi } from './hi';
import { hiAccount } from './hi-account';
import { hiConsole } from './hi-console';
import { hiLearning } from './hi-learning';

const hindi = { ...hi, ...hiAccount, ...hiLearning, ...hiConsole } as LoadedCatalogue;
const english = { ...en, ...enConsole } as LoadedCatalogue;

const car = said.carLabel({ title: 'Maruti Swift Dzire', carNumber: 'CG 07 AB 1234' });

/**
 * Every console sentence with a number, an amount or a name, as the server writes it, with the
 * figures and names the Hindi must keep. The words left after taking those out must be Hindi.
 */
const SENTENCES: [string, string[]][] = [
  [said.bookingConfirmedMessage(412), ['#412']],
  [said.referenceRejectedMessage(412), ['#412']],
  [said.refundMarkedPaidMessage(412), ['#412']],
  [said.notWaitingForPaymentMessage(412), ['#412']],
  [said.cancelledForCustomerMessage(412, null), ['#412']],
  [said.cancelledForCustomerMessage(412, 150_050), ['#412', '₹1,500.50']],
  [said.notChangeableMessage(412, 'pending_payment'), ['#412']],
  [said.notChangeableMessage(412, 'completed'), ['#412']],
  [said.notChangeableMessage(412, 'cancelled'), ['#412']],
  [said.notChangeableMessage(412, 'lapsed'), ['#412']],
  [said.alreadyHandedOverMessage(412), ['#412']],
  [said.hasExtensionMessage(412), ['#412']],
  [said.carRetiredMessage(car), [car]],
  [said.noPackageMessage(car, 'Weekend saver'), [car, 'Weekend saver']],
  [said.blockedInPeriodMessage(car), [car]],
  [collectAboveOwedMessage(141_000), ['₹1,410']],
  [refundAbovePaidMessage(6_26_000), ['₹6,260']],
  [depositAboveHeldMessage(3_00_000), ['₹3,000']],
  [refusedCustomerBookingMessage('Damaged two cars'), ['Damaged two cars']],
  [refusedCustomerBookingMessage(null), []],
  [categoryInUseMessage('SUV', 1), ['SUV']],
  [categoryInUseMessage('Hatchback', 3), ['Hatchback', '3']],
  [subcategoryNotOfMessage('SUV'), ['SUV']],
  [otpWaitMessage(27), ['27']],
  [otpWrongMessage(1), ['1']],
  [otpWrongMessage(4), ['4']],
  [monthClosedMessage('2026-11'), ['2026-11']],
  [monthNotEndedMessage('2026-12'), ['2026-12']],
  [monthAlreadyClosedMessage('2026-11'), ['2026-11']],
  [monthNotClosedMessage('2026-10'), ['2026-10']],
  [closeChecksFailedMessage('2026-11', { unbalanced: 0, undocumented: 2 }), ['2026-11', '0', '2']],
  [chargeOnTheRoadMessage(412), ['#412']],
  [tripChargeRecordedMessage({ bookingId: null, amountPaise: 25_000, totalPaise: 0 }), ['₹250']],
  [
    tripChargeRecordedMessage({ bookingId: 412, amountPaise: 25_000, totalPaise: 35_050 }),
    ['₹350.50', '#412'],
  ],
  // The moment the window closed, as the server writes it (formatIstDayTime), the month in Hindi.
  [disputeWindowClosedMessage('26 Nov, 2:30 pm'), ['26 नव॰, 2:30 pm']],
  [disputeWindowClosedMessage('5 Sept 2026, 11:59 pm'), ['5 सित॰ 2026, 11:59 pm']],
  [disputeAcceptedMessage(412, '₹350.50'), ['₹350.50', '#412']],
  [disputeRejectedMessage(412), ['#412']],
];

describe("the console's sentences with figures, in Hindi", () => {
  it.each(SENTENCES)('%s', (english_, kept) => {
    const text = messageIn(hindi, english_);
    expect(text).not.toBe(english_);
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(text).not.toMatch(/\$\d/);
    let rest = text;
    for (const figure of kept) {
      expect(text).toContain(figure);
      rest = rest.replaceAll(figure, '');
    }
    // What is left is Hindi: no English word but the ones Hindi writes in Latin letters.
    expect(rest.replaceAll('OTP', '')).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('stay as the server wrote them on an English page', () => {
    for (const [text] of SENTENCES) expect(messageIn(english, text)).toBe(text);
  });
});
