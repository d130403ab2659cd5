import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { PAIN_001_NAMESPACE, sepaCreditTransfer } from "./sepa-credit-transfer";

const file = sepaCreditTransfer({
  messageId: "REFUNDS-20261127-1",
  createdAt: new Date("2026-11-27T10:00:00Z"),
  executionDate: "2026-11-27",
  initiator: "Lumera d.o.o.",
  debtors: [
    {
      name: "Lumera d.o.o.",
      iban: "SI56 1910 0000 0123 438",
      bic: "BAKOSI2X",
      transfers: [
        { endToEndId: "SU-2026-000042-R1", amount: 1169, creditorName: "Ana Kovač", creditorIban: "SI56263300012039086", remittance: "Refund SU-2026-000042" },
        {
          endToEndId: "SU-2026-000043-R2",
          amount: 2390,
          creditorName: "Jörg <Müller> & Co",
          creditorIban: "DE89370400440532013000",
          remittance: "Refund SU-2026-000043",
        },
      ],
    },
  ],
});

// pain.001.001.09: the group header counts the transactions and sums them, as does each payment block.
describe("sepaCreditTransfer", () => {
  it("is well-formed pain.001.001.09 with the required elements, its count and control sum", () => {
    expect(XMLValidator.validate(file)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === "CdtTrfTxInf" || name === "PmtInf" }).parse(file);
    expect(doc.Document["@_xmlns"]).toBe(PAIN_001_NAMESPACE);
    const init = doc.Document.CstmrCdtTrfInitn;
    expect(init.GrpHdr).toMatchObject({ MsgId: "REFUNDS-20261127-1", NbOfTxs: "2", CtrlSum: "35.59", CreDtTm: "2026-11-27T10:00:00" });
    const block = init.PmtInf[0];
    expect(block).toMatchObject({ PmtMtd: "TRF", NbOfTxs: "2", CtrlSum: "35.59", ChrgBr: "SLEV", DbtrAcct: { Id: { IBAN: "SI56191000000123438" } } });
    expect(block.PmtTpInf.SvcLvl.Cd).toBe("SEPA");
    const amounts = block.CdtTrfTxInf.map((t: { Amt: { InstdAmt: { "#text": string; "@_Ccy": string } } }) => t.Amt.InstdAmt);
    expect(amounts).toEqual([
      { "#text": "11.69", "@_Ccy": "EUR" },
      { "#text": "23.90", "@_Ccy": "EUR" },
    ]);
    // the SEPA character set: marks dropped, <, > and & gone
    expect(block.CdtTrfTxInf.map((t: { Cdtr: { Nm: string } }) => t.Cdtr.Nm)).toEqual(["Ana Kovac", "Jorg Muller Co"]);
  });
});
