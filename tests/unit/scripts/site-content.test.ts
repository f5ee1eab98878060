import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSiteContent, SiteContentError } from '../../../scripts/site-content';
import { sampleContentFile } from '../../../scripts/vite-site-content';
import { noSiteContent } from '@/config/site-content';

const file = 'content/site-content.json';

/** The problems the check finds in a content file, [] when it passes. */
function problemsOf(content: unknown): readonly string[] {
  try {
    readSiteContent(JSON.stringify(content), file);
    return [];
  } catch (error) {
    if (error instanceof SiteContentError) return error.problems;
    throw error;
  }
}

const validCall = {
  applications: { open: true, closes: '2027-07-27T23:59' },
  timeline: [
    { date: '2027-07-12T12:00', what: 'Abren las postulaciones' },
    { date: '2027-08-04', until: '2027-09-08', what: 'Formación' },
  ],
};

describe('the content file (scripts/site-content.ts)', () => {
  it('reads a whole file into what the app shows, the dates written in Spanish', () => {
    const content = readSiteContent(
      JSON.stringify({
        sample: false,
        contact: {
          email: ' hola@organizacion.cl ',
          phone: '+56 9 8765 4321',
          address: 'Calle Los Aromos 55, Temuco',
        },
        social: [{ name: 'Instagram', url: 'https://www.instagram.com/organizacion' }],
        organisations: [
          { name: 'Cámara Regional', role: 'Convoca.', url: 'https://camara.cl/' },
          { name: 'Fundación', role: 'Acompaña.' },
        ],
        reports: [
          { title: 'Informe', description: 'Resumen.', url: '/library/informe.pdf' },
          {
            title: 'Guía',
            description: 'Pasos.',
            url: 'https://archivos.organizacion.cl/guia.pdf',
            format: 'PDF, 3 MB',
          },
        ],
        call: {
          applications: { open: true, closes: '2027-07-27T23:59', url: 'https://postula.cl/' },
          timeline: [
            { date: '2027-07-12T12:00', what: 'Abren las postulaciones' },
            { date: '2027-07-30', what: 'Primera selección' },
            { date: '2027-12-04', until: '2028-01-08', what: 'Formación' },
            { date: '2028-02-10', until: '2028-03-01', what: 'Mentorías' },
          ],
        },
      }),
      file,
    );
    expect(content).toEqual({
      sample: false,
      contact: {
        email: 'hola@organizacion.cl',
        phone: '+56 9 8765 4321',
        address: 'Calle Los Aromos 55, Temuco',
      },
      social: [{ name: 'Instagram', url: 'https://www.instagram.com/organizacion' }],
      organisations: [
        { name: 'Cámara Regional', role: 'Convoca.', url: 'https://camara.cl/' },
        { name: 'Fundación', role: 'Acompaña.' },
      ],
      reports: [
        { title: 'Informe', description: 'Resumen.', url: '/library/informe.pdf' },
        {
          title: 'Guía',
          description: 'Pasos.',
          url: 'https://archivos.organizacion.cl/guia.pdf',
          format: 'PDF, 3 MB',
        },
      ],
      call: {
        name: 'Convocatoria 2027',
        applications: {
          open: true,
          closes: { dateTime: '2027-07-27T23:59', when: '27 de julio de 2027, 23:59 h' },
          url: 'https://postula.cl/',
        },
        timeline: [
          {
            dateTime: '2027-07-12T12:00',
            when: '12 de julio de 2027, 12:00 h',
            what: 'Abren las postulaciones',
          },
          { dateTime: '2027-07-30', when: '30 de julio de 2027', what: 'Primera selección' },
          {
            dateTime: '2027-12-04',
            when: '4 de diciembre de 2027',
            until: { dateTime: '2028-01-08', when: '8 de enero de 2028' },
            what: 'Formación',
          },
          {
            dateTime: '2028-02-10',
            when: '10 de febrero',
            until: { dateTime: '2028-03-01', when: '1 de marzo de 2028' },
            what: 'Mentorías',
          },
        ],
      },
    });
  });

  it('an empty file gives nothing: no contact data, networks, organisations, reports or call', () => {
    expect(readSiteContent('{}', file)).toEqual(noSiteContent);
  });

  it.each([
    [[], 'the content must be an object, not a list'],
    [{ socials: [] }, 'socials is not a known field (the content has sample, contact, social,'],
    [{ sample: 'yes' }, 'sample must be true or false, not a string'],
    [{ contact: 'hola@organizacion.cl' }, 'contact must be an object, not a string'],
    [{ contact: { phone: 223456789 } }, 'contact.phone must be a string, not a number (223456789)'],
    [{ contact: { phone: 'llámanos' } }, 'contact.phone must be a phone number of 8 to 15 digits'],
    [{ contact: { phone: '1234' } }, 'contact.phone must be a phone number'],
    [{ contact: { email: 'hola' } }, 'contact.email must be an e-mail address'],
    [{ contact: { address: '  ' } }, 'contact.address must not be empty'],
    [
      { contact: { fax: '22' } },
      'contact.fax is not a known field (contact has email, phone, address)',
    ],
    [{ social: { name: 'Instagram' } }, 'social must be a list ([…]), not an object'],
    [
      {
        social: [
          { name: 'A', url: 'https://a.cl' },
          { name: 'B', url: 'javascript:alert(1)' },
        ],
      },
      'social[1].url must be an https URL (https://…), not "javascript:alert(1)"',
    ],
    [{ social: [{ name: 'A', url: 'http://a.cl' }] }, 'social[0].url must be an https URL'],
    [{ social: [{ url: 'https://a.cl' }] }, 'social[0].name is required'],
    [
      { social: [{ name: 'A', url: 'https://a.cl', icon: 'a' }] },
      'social[0].icon is not a known field',
    ],
    [{ organisations: [{ name: 'Gremio' }] }, 'organisations[0].role is required'],
    [
      { organisations: [{ name: 'Gremio', role: 'Convoca.', url: 'ftp://gremio.cl' }] },
      'organisations[0].url must be an https URL',
    ],
    [
      { reports: [{ title: 'T', description: 'D', url: '//otro.cl/x.pdf' }] },
      'reports[0].url must be an https URL (https://…) or a path on this site (/library/informe.pdf), not "//otro.cl/x.pdf"',
    ],
    [
      { reports: [{ title: 'T', description: 'D', url: 'data:application/pdf,x' }] },
      'reports[0].url must be an https URL',
    ],
    [{ reports: [{ description: 'D', url: '/a.pdf' }] }, 'reports[0].title is required'],
    [
      { reports: [{ title: 'T', description: 'D', url: '/a.pdf', format: 3 }] },
      'reports[0].format must be a string',
    ],
    [{ call: { timeline: validCall.timeline } }, 'call.applications is required'],
    [
      { call: { ...validCall, applications: { open: 'true' } } },
      'call.applications.open must be true or false, not a string',
    ],
    [{ call: { ...validCall, applications: {} } }, 'call.applications.open is required'],
    [
      { call: { ...validCall, applications: { open: true, url: 'mailto:a@b.cl' } } },
      'call.applications.url must be an https URL',
    ],
    [
      { call: { ...validCall, applications: { open: true, closes: '27/07/2027' } } },
      'call.applications.closes must be a date "YYYY-MM-DD" or a date and time "YYYY-MM-DDTHH:MM", not "27/07/2027"',
    ],
    [{ call: { applications: { open: false } } }, 'call.timeline is required'],
    [{ call: { ...validCall, timeline: [] } }, 'call.timeline must have at least one date'],
    [
      { call: { ...validCall, timeline: [{ date: '2027-02-30', what: 'Abren' }] } },
      'call.timeline[0].date is not a real date: "2027-02-30"',
    ],
    [
      { call: { ...validCall, timeline: [{ date: '2027-07-12T24:00', what: 'Abren' }] } },
      'call.timeline[0].date is not a real date',
    ],
    [
      { call: { ...validCall, timeline: [{ date: '2027-07-12' }] } },
      'call.timeline[0].what is required',
    ],
    [
      {
        call: {
          ...validCall,
          timeline: [{ date: '2027-08-04', until: '2027-08-01', what: 'Formación' }],
        },
      },
      'call.timeline[0].until must be after call.timeline[0].date (2027-08-04)',
    ],
    [
      {
        call: {
          ...validCall,
          timeline: [
            { date: '2027-08-04', what: 'Formación' },
            { date: '2027-07-12', what: 'Abren' },
          ],
        },
      },
      'call.timeline[1].date must not be before the date above it (2027-08-04)',
    ],
  ])('names the wrong field: %j', (content, problem) => {
    const problems = problemsOf(content);
    expect(
      problems.some((found) => found.startsWith(problem)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('reports every wrong field at once, each line naming the file and the field', () => {
    let message = '';
    try {
      readSiteContent(
        JSON.stringify({
          contact: { phone: 22 },
          social: [
            { name: 'A', url: 'https://a.cl' },
            { name: 'B', url: 'http://b.cl' },
          ],
        }),
        file,
      );
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toContain(
      'content/site-content.json: contact.phone must be a string, not a number (22)',
    );
    expect(message).toContain(
      'content/site-content.json: social[1].url must be an https URL (https://…), not "http://b.cl"',
    );
    expect(message).toContain('docs/deployment.md');
  });

  it('refuses a report on this site that climbs out of it', () => {
    expect(
      problemsOf({ reports: [{ title: 'T', description: 'D', url: '/library/../x' }] }),
    ).toEqual([
      'reports[0].url must be an https URL (https://…) or a path on this site (/library/informe.pdf), not "/library/../x"',
    ]);
  });

  it('refuses a report on this site that the build would not serve', () => {
    const report = (url: string) => ({ reports: [{ title: 'T', description: 'D', url }] });
    const isSiteFile = (path: string) => path === '/library/informe.pdf';
    expect(() =>
      readSiteContent(JSON.stringify(report('/library/falta.pdf')), file, { isSiteFile }),
    ).toThrow(
      'content/site-content.json: reports[0].url names /library/falta.pdf, which is not a file of public/',
    );
    expect(
      readSiteContent(JSON.stringify(report('/library/informe.pdf')), file, { isSiteFile }).reports,
    ).toHaveLength(1);
  });

  it('says when the file is not JSON', () => {
    expect(() => readSiteContent('{ "contact": ', file)).toThrow(
      /content\/site-content\.json: the file is not valid JSON/,
    );
  });

  it('passes the committed sample, which says it is a sample and links only files that exist', () => {
    const sample = readSiteContent(readFileSync(sampleContentFile, 'utf8'), sampleContentFile);
    expect(sample.sample).toBe(true);
    expect(sample.reports).toHaveLength(9);
    for (const report of sample.reports) {
      expect(report.url, report.title).toMatch(/^\/library\//);
      expect(existsSync(join('public', report.url)), report.url).toBe(true);
    }
  });
});
