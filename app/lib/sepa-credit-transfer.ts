// Refunds to send, as one SEPA credit-transfer file to upload to the bank (ISO 20022
// pain.001.001.09, the version the EPC's SEPA Credit Transfer rulebook names from November
// 2023): a group header with the number of transactions and their control sum, then one payment
// information block per account the money leaves from (a storefront's own account), each with
// its transfers. EUR only: SEPA moves euros; forint and koruna refunds are transferred by hand.
//
// Text is limited to the SEPA character set (Latin letters, digits and / - ? : ( ) . , ' + and
// space): letters with marks lose them ("Kovač" → "Kovac"), anything else becomes a space.

export interface SepaTransfer {
  /** the refund's own reference, returned by the bank with the transfer */
  endToEndId: string;
  /** euro cents */
  amount: number;
  creditorName: string;
  creditorIban: string;
  remittance: string;
}

export interface SepaDebtor {
  name: string;
  iban: string;
  bic: string;
  transfers: SepaTransfer[];
}

export interface SepaFile {
  messageId: string;
  createdAt: Date;
  /** YYYY-MM-DD */
  executionDate: string;
  initiator: string;
  debtors: SepaDebtor[];
}

export const PAIN_001_NAMESPACE = "urn:iso:std:iso:20022:tech:xsd:pain.001.001.09";

/** Text in the SEPA character set, at most `max` characters, escaped for XML. */
export function sepaText(text: string, max: number) {
  const plain = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
  return plain.replace(/&/g, "&amp;").replace(/'/g, "&apos;");
}

const decimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
const sum = (transfers: SepaTransfer[]) => transfers.reduce((s, t) => s + t.amount, 0);

/** The pain.001.001.09 document of the transfers. */
export function sepaCreditTransfer(file: SepaFile): string {
  const all = file.debtors.flatMap((d) => d.transfers);
  const blocks = file.debtors.map((debtor, i) =>
    [
      `<PmtInf>`,
      `<PmtInfId>${sepaText(`${file.messageId}-${i + 1}`, 35)}</PmtInfId>`,
      `<PmtMtd>TRF</PmtMtd>`,
      `<BtchBookg>false</BtchBookg>`,
      `<NbOfTxs>${debtor.transfers.length}</NbOfTxs>`,
      `<CtrlSum>${decimal(sum(debtor.transfers))}</CtrlSum>`,
      `<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>`,
      `<ReqdExctnDt><Dt>${file.executionDate}</Dt></ReqdExctnDt>`,
      `<Dbtr><Nm>${sepaText(debtor.name, 70)}</Nm></Dbtr>`,
      `<DbtrAcct><Id><IBAN>${debtor.iban.replace(/\s/g, "")}</IBAN></Id></DbtrAcct>`,
      `<DbtrAgt><FinInstnId><BICFI>${debtor.bic.replace(/\s/g, "")}</BICFI></FinInstnId></DbtrAgt>`,
      `<ChrgBr>SLEV</ChrgBr>`,
      ...debtor.transfers.map((t) =>
        [
          `<CdtTrfTxInf>`,
          `<PmtId><EndToEndId>${sepaText(t.endToEndId, 35)}</EndToEndId></PmtId>`,
          `<Amt><InstdAmt Ccy="EUR">${decimal(t.amount)}</InstdAmt></Amt>`,
          `<Cdtr><Nm>${sepaText(t.creditorName, 70)}</Nm></Cdtr>`,
          `<CdtrAcct><Id><IBAN>${t.creditorIban}</IBAN></Id></CdtrAcct>`,
          `<RmtInf><Ustrd>${sepaText(t.remittance, 140)}</Ustrd></RmtInf>`,
          `</CdtTrfTxInf>`,
        ].join(""),
      ),
      `</PmtInf>`,
    ].join("\n"),
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<Document xmlns="${PAIN_001_NAMESPACE}">`,
    `<CstmrCdtTrfInitn>`,
    `<GrpHdr>`,
    `<MsgId>${sepaText(file.messageId, 35)}</MsgId>`,
    `<CreDtTm>${file.createdAt.toISOString().slice(0, 19)}</CreDtTm>`,
    `<NbOfTxs>${all.length}</NbOfTxs>`,
    `<CtrlSum>${decimal(sum(all))}</CtrlSum>`,
    `<InitgPty><Nm>${sepaText(file.initiator, 70)}</Nm></InitgPty>`,
    `</GrpHdr>`,
    ...blocks,
    `</CstmrCdtTrfInitn>`,
    `</Document>`,
    ``,
  ].join("\n");
}
