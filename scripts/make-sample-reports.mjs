// Writes the nine sample PDFs of /library (public/library/*.pdf), one page
// each, saying plainly that they are sample documents. Run it again after
// changing the titles here; real reports simply replace the files.
// Usage: node scripts/make-sample-reports.mjs
import { writeFileSync } from 'node:fs';

const reports = [
  ['radiografia-digital-pymes', 'Radiografía digital de las pymes chilenas'],
  ['mujeres-que-emprenden', 'Mujeres que emprenden en Chile'],
  ['guia-redes-sociales', 'Guía para vender por redes sociales'],
  ['comercio-electronico', 'Comercio electrónico para pymes'],
  ['medios-de-pago', 'Medios de pago digitales'],
  ['finanzas-ordenadas', 'Finanzas ordenadas, negocio sano'],
  ['ciberseguridad-basica', 'Ciberseguridad básica para tu negocio'],
  ['formalizacion-tributacion', 'Formalización y tributación simple'],
  ['resultados-programa-2021', 'Resultados del programa 2021'],
];

/** A PDF string literal in WinAnsi (Latin-1 covers Spanish). */
function pdfText(text) {
  return `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

function pdf(title) {
  const lines = [
    [22, title],
    [14, 'Documento de muestra'],
    [11, 'Este archivo es un documento de muestra de la Biblioteca de Pymes Digitales.'],
    [11, 'La organización lo reemplazará por el informe real.'],
  ];
  let y = 760;
  const content = lines
    .map(([size, text]) => {
      const line = `BT /F1 ${size} Tf 56 ${y} Td ${pdfText(text)} Tj ET`;
      y -= size * 2.2;
      return line;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfText(`${title} (documento de muestra)`)} >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

for (const [slug, title] of reports) {
  writeFileSync(new URL(`../public/library/${slug}.pdf`, import.meta.url), pdf(title));
}
console.log(`Wrote ${reports.length} sample reports to public/library/.`);
