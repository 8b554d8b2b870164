#!/usr/bin/env python3
"""Writes public/privacy-policy.pdf, the default privacy policy linked from the footer.

A placeholder the agency replaces with its own document (or points SITE_PRIVACY_POLICY_URL elsewhere).
Plain PDF 1.4 with the standard Helvetica font, so no tool beyond Python is needed. The fonts use
WinAnsiEncoding and the text is written in cp1252, so Portuguese accents (agência, orçamento) render.
"""
from pathlib import Path

LINES = [
    ("F2", 16, "Privacy policy / Política de privacidade"),
    ("F1", 11, ""),
    ("F1", 11, "The agency processes the personal data you send through this website (contact"),
    ("F1", 11, "messages, booking requests and model applications, including photos) only to answer"),
    ("F1", 11, "you and to assess applications. Data of minors is processed with the consent of a legal"),
    ("F1", 11, "guardian. You may ask to access, correct or erase your data at any time by writing to"),
    ("F1", 11, "the agency's general email address shown on the contact page."),
    ("F1", 11, ""),
    ("F1", 11, "A agência trata os dados pessoais que envia através deste site (mensagens de contacto,"),
    ("F1", 11, "pedidos de orçamento e candidaturas, incluindo fotografias) apenas para lhe responder e"),
    ("F1", 11, "avaliar candidaturas. Os dados de menores são tratados com o consentimento do"),
    ("F1", 11, "representante legal. Pode pedir acesso, retificação ou apagamento dos seus dados a"),
    ("F1", 11, "qualquer momento através do email geral indicado na página de contacto."),
]

def escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")

content = ["BT", "72 760 Td", "16 TL"]
for font, size, text in LINES:
    content.append(f"/{font} {size} Tf ({escape(text)}) Tj T*")
content.append("ET")
# WinAnsiEncoding is cp1252: every character of LINES must be in it (encode fails loudly otherwise).
stream = "\n".join(content).encode("cp1252")

objects = [
    b"<< /Type /Catalog /Pages 2 0 R >>",
    b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
]

out = bytearray(b"%PDF-1.4\n")
offsets = []
for number, body in enumerate(objects, start=1):
    offsets.append(len(out))
    out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
xref = len(out)
out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
for offset in offsets:
    out += b"%010d 00000 n \n" % offset
out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)

Path(__file__).resolve().parent.parent.joinpath("public", "privacy-policy.pdf").write_bytes(out)
