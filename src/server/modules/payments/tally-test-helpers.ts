import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';

/** Reading a Tally import file back (decision 0059), as the tests check it. */

export interface LedgerEntryXml {
  LEDGERNAME: string;
  ISDEEMEDPOSITIVE: 'Yes' | 'No';
  AMOUNT: string;
}
export interface VoucherXml {
  '@_VCHTYPE': string;
  DATE: string;
  VOUCHERTYPENAME: string;
  VOUCHERNUMBER: string;
  NARRATION: string;
  'ALLLEDGERENTRIES.LIST': LedgerEntryXml[];
}
export interface LedgerXml {
  '@_NAME': string;
  PARENT: string;
  GSTDUTYHEAD?: string;
}
export interface TallyFile {
  ENVELOPE: {
    HEADER: { TALLYREQUEST: string };
    BODY: {
      IMPORTDATA: {
        REQUESTDESC: {
          REPORTNAME: string;
          STATICVARIABLES?: { SVCURRENTCOMPANY: string };
        };
        REQUESTDATA: '' | { TALLYMESSAGE: { LEDGER?: LedgerXml; VOUCHER?: VoucherXml }[] };
      };
    };
  };
}

// Text stays text (voucher numbers, amounts); lists of one stay lists.
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST'].includes(name),
});

/** The file checked well-formed, parsed, with its ledgers and vouchers. */
export function readTallyFile(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(XMLValidator.validate(xml)).toBe(true);
  const file = parser.parse(xml) as TallyFile;
  const data = file.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA;
  const messages = data === '' ? [] : data.TALLYMESSAGE;
  return {
    file,
    ledgers: messages.flatMap((m) => (m.LEDGER ? [m.LEDGER] : [])),
    vouchers: messages.flatMap((m) => (m.VOUCHER ? [m.VOUCHER] : [])),
  };
}

/** An amount in rupees (`-1234.56`) as paise, read from its text. */
export const paiseOf = (amount: string) => {
  const [rupees = '0', decimals = '00'] = amount.replace('-', '').split('.');
  return (amount.startsWith('-') ? -1 : 1) * (Number(rupees) * 100 + Number(decimals));
};
