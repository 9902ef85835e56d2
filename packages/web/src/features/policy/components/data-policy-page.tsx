import { BRANCHES, DATA_POLICY, formatDateEs, SITE } from '@inmo/contracts';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { FORM_TREATMENTS, purposesOf, RETENTION } from './data-policy-content';

const MAIN_OFFICE = BRANCHES[0];
// A date-only value is midnight UTC, the evening before in Bogotá: anchor it at midday.
const EFFECTIVE_DATE = formatDateEs(`${DATA_POLICY.effectiveDate}T12:00:00-05:00`);

const SECTIONS = [
  ['responsable', '1. Responsable del tratamiento'],
  ['marco-legal', '2. Marco legal y definiciones'],
  ['finalidades', '3. Tratamiento y finalidades'],
  ['sensibles', '4. Datos sensibles y de menores'],
  ['derechos', '5. Derechos de los titulares'],
  ['area', '6. Área responsable de atender solicitudes'],
  ['procedimiento', '7. Procedimiento para consultas y reclamos'],
  ['autorizacion', '8. Autorización y prueba'],
  ['encargados', '9. Encargados, transferencias y seguridad'],
  ['conservacion', '10. Conservación de los datos'],
  ['vigencia', '11. Vigencia y cambios'],
] as const;
type SectionId = (typeof SECTIONS)[number][0];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find(([key]) => key === id)?.[1] ?? '';
  return (
    <Box component="section" aria-labelledby={`politica-${id}`} sx={{ scrollMarginTop: 96 }} id={id}>
      <Typography
        id={`politica-${id}`}
        variant="h2"
        sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mt: 5, mb: 1.5 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function P({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1.5, lineHeight: 1.7 }}>{children}</Typography>;
}

function Items({ items }: { items: readonly ReactNode[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2, '& li': { mb: 0.75, lineHeight: 1.65 } }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  );
}

/** `/politica-de-datos/`: the personal-data treatment policy (Ley 1581 de 2012, Decreto 1377 de 2013). */
export function DataPolicyPage() {
  const contactMail = SITE.emails.customerService;
  return (
    <>
      <PageHero
        title="Política de tratamiento de datos personales"
        intro="Cómo recogemos, usamos y protegemos tus datos personales, y cómo ejercer tus derechos (Ley 1581 de 2012)."
      >
        <Typography sx={{ mt: 2, color: 'rgba(255,255,255,0.85)' }} variant="body2">
          Versión {DATA_POLICY.version} · Vigente desde el {EFFECTIVE_DATE}
        </Typography>
      </PageHero>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Paper
          variant="outlined"
          component="nav"
          aria-label="Contenido de la política"
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Typography variant="h6" component="p" sx={{ mb: 1 }}>
            Contenido
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', columns: { sm: 2 }, columnGap: 4 }}>
            {SECTIONS.map(([id, title]) => (
              <Box component="li" key={id} sx={{ mb: 0.5, breakInside: 'avoid' }}>
                <Link underline="always" href={`#${id}`}>
                  {title}
                </Link>
              </Box>
            ))}
          </Box>
        </Paper>

        <Section id="responsable">
          <P>
            <strong>{SITE.legalName}</strong>, identificada con NIT {SITE.nit}, con domicilio principal en{' '}
            {MAIN_OFFICE?.direccion}, {MAIN_OFFICE?.ciudad} (Antioquia, Colombia), es la responsable del
            tratamiento de los datos personales que recoge a través de este sitio web, sus sedes y sus canales
            de atención.
          </P>
          <Items
            items={[
              <>
                Correo para asuntos de datos personales:{' '}
                <Link underline="always" href={`mailto:${contactMail}`}>
                  {contactMail}
                </Link>
              </>,
              <>
                Teléfono:{' '}
                <Link underline="always" href={`tel:${SITE.phone.tel}`}>
                  {SITE.phone.display}
                </Link>{' '}
                · WhatsApp: {SITE.whatsapp.display}
              </>,
              <>Horario de atención: {SITE.hours}</>,
            ]}
          />
        </Section>

        <Section id="marco-legal">
          <P>
            Esta política desarrolla la Ley Estatutaria 1581 de 2012, el Decreto 1377 de 2013 (compilado en el
            Decreto Único Reglamentario 1074 de 2015) y las instrucciones de la Superintendencia de Industria
            y Comercio (SIC). En ella:
          </P>
          <Items
            items={[
              <>
                <strong>Titular</strong> es la persona natural cuyos datos se tratan.
              </>,
              <>
                <strong>Tratamiento</strong> es cualquier operación sobre datos personales: recolección,
                almacenamiento, uso, circulación o supresión.
              </>,
              <>
                <strong>Autorización</strong> es el consentimiento previo, expreso e informado del titular.
              </>,
              <>
                <strong>Responsable</strong> es quien decide sobre el tratamiento ({SITE.legalName});{' '}
                <strong>encargado</strong> es quien trata datos por cuenta del responsable.
              </>,
              <>
                <strong>Dato sensible</strong> es el que afecta la intimidad del titular o puede generar
                discriminación (origen racial, salud, orientación sexual, datos biométricos como la
                fotografía, entre otros).
              </>,
            ]}
          />
          <P>
            Aplicamos los principios de legalidad, finalidad, libertad, veracidad, transparencia, acceso y
            circulación restringida, seguridad y confidencialidad (Ley 1581, art. 4).
          </P>
        </Section>

        <Section id="finalidades">
          <P>
            Solo tratamos tus datos para las finalidades que te informamos al recogerlos. Cada formulario del
            sitio te pide autorización para las suyas, con una casilla que nunca viene marcada:
          </P>
          <Box tabIndex={0} role="region" aria-label="Tabla desplazable" sx={{ overflowX: 'auto', mb: 2 }}>
            <Table size="small" aria-label="Datos y finalidades por formulario" sx={{ minWidth: 560 }}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>Formulario</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>Datos que recogemos</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>Finalidades</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {FORM_TREATMENTS.map((row) => (
                  <TableRow key={row.form} sx={{ verticalAlign: 'top' }}>
                    <TableCell sx={{ fontWeight: 600 }}>{row.name}</TableCell>
                    <TableCell>{row.data.charAt(0).toUpperCase() + row.data.slice(1)}</TableCell>
                    <TableCell>{purposesOf(row.form).join('. ')}.</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <P>
            Además, usamos los datos para cumplir obligaciones legales y contractuales (por ejemplo, contratos
            de arrendamiento, corretaje o administración), atender requerimientos de autoridades y mantener la
            seguridad del sitio. En tus favoritos y filtros de búsqueda el sitio guarda información solo en tu
            navegador; no la recibimos. Una finalidad nueva requiere una nueva autorización.
          </P>
        </Section>

        <Section id="sensibles">
          <P>
            No es obligatorio entregar datos sensibles (Ley 1581, art. 6). Si tu hoja de vida incluye tu
            fotografía, datos de salud u otros datos sensibles, entregarlos es opcional y solo los usamos para
            el proceso de selección. En las fotos y videos de mantenimientos te pedimos mostrar solo el daño y
            evitar personas.
          </P>
          <P>
            Este sitio no está dirigido a menores de edad. Si un menor nos entrega datos, los tratamos
            respetando su interés superior y sus derechos fundamentales, y con la autorización de su
            representante legal.
          </P>
        </Section>

        <Section id="derechos">
          <P>Como titular tienes derecho a (Ley 1581, art. 8):</P>
          <Items
            items={[
              'Conocer, actualizar y rectificar tus datos personales.',
              'Solicitar prueba de la autorización que nos diste.',
              'Ser informado, previa solicitud, sobre el uso que damos a tus datos.',
              'Presentar quejas ante la Superintendencia de Industria y Comercio, después de agotar el trámite de consulta o reclamo ante nosotros.',
              'Revocar la autorización y pedir la supresión de tus datos cuando no exista un deber legal o contractual de conservarlos.',
              'Acceder gratuitamente a tus datos personales.',
            ]}
          />
          <P>
            Pueden ejercer estos derechos el titular, sus causahabientes, su representante o apoderado, y
            quien actúe por estipulación a favor de otro.
          </P>
        </Section>

        <Section id="area">
          <P>
            El área de <strong>Servicio al Cliente</strong>, con el apoyo del oficial de protección de datos,
            atiende las consultas, reclamos y solicitudes sobre datos personales en{' '}
            <Link underline="always" href={`mailto:${contactMail}`}>
              {contactMail}
            </Link>
            , en el teléfono {SITE.phone.display}, en cualquiera de nuestras sedes o a través del formulario
            de{' '}
            <Link underline="always" component={RouterLink} to={SITE.pqrsPath}>
              PQRS
            </Link>
            .
          </P>
        </Section>

        <Section id="procedimiento">
          <P>
            Tu solicitud debe incluir tu nombre e identificación, la descripción de lo que pides, la dirección
            o correo donde quieres recibir respuesta y, si actúas por otra persona, el documento que lo
            acredite. Los plazos se cuentan en días hábiles desde el día siguiente a la recepción:
          </P>
          <Items
            items={[
              <>
                <strong>Consultas</strong> (conocer tus datos o cómo los usamos): respuesta en un máximo de
                diez (10) días hábiles. Si no podemos responder en ese plazo, te informamos el motivo y
                respondemos a más tardar cinco (5) días hábiles después del vencimiento del primer plazo (Ley
                1581, art. 14).
              </>,
              <>
                <strong>Reclamos</strong> (corregir, actualizar o suprimir datos, revocar la autorización o
                advertir un incumplimiento): respuesta en un máximo de quince (15) días hábiles. Si no es
                posible, te informamos el motivo y respondemos a más tardar ocho (8) días hábiles después del
                vencimiento del primer plazo (Ley 1581, art. 15).
              </>,
              'Si el reclamo está incompleto, te pedimos completarlo dentro de los cinco (5) días siguientes a su recepción; si pasan dos (2) meses sin que lo completes, entendemos que desististe.',
              'Dentro de los dos (2) días hábiles siguientes a la recepción de un reclamo completo, marcamos tus datos con la leyenda «reclamo en trámite» hasta que se resuelva.',
            ]}
          />
        </Section>

        <Section id="autorizacion">
          <P>
            Pedimos tu autorización a más tardar al recoger los datos, con una casilla que debes marcar tú
            mismo; el silencio, las casillas premarcadas o el solo envío de un formulario no son autorización
            (Decreto 1377, art. 7). Conservamos prueba de cada autorización (Decreto 1377, art. 8): el
            formulario, la versión de esta política ({DATA_POLICY.version}) y su dirección, el texto exacto
            que aceptaste, las finalidades, la fecha y hora, y una huella cifrada de la dirección IP desde la
            que enviaste la solicitud.
          </P>
        </Section>

        <Section id="encargados">
          <P>
            No vendemos ni cedemos tus datos. Los compartimos solo con encargados que nos prestan servicios
            (alojamiento del sitio, envío de correos, software inmobiliario y de gestión) bajo contratos que
            les obligan a tratarlos únicamente para esas tareas y con las mismas medidas de seguridad. Si
            algún encargado está fuera de Colombia, la transmisión se hace bajo un contrato de transmisión
            conforme al artículo 25 del Decreto 1377 de 2013.
          </P>
          <P>
            Protegemos los datos con conexiones cifradas, control de acceso por funciones, archivos guardados
            fuera de cualquier carpeta pública, verificación del tipo real de los archivos cargados y
            registros que no guardan datos personales en claro.
          </P>
        </Section>

        <Section id="conservacion">
          <P>Conservamos los datos solo mientras lo requiere su finalidad (Decreto 1377, art. 11):</P>
          <Box tabIndex={0} role="region" aria-label="Tabla desplazable" sx={{ overflowX: 'auto', mb: 2 }}>
            <Table size="small" aria-label="Plazos de conservación" sx={{ minWidth: 480 }}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>Datos</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>Plazo</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {RETENTION.map(([what, period]) => (
                  <TableRow key={what} sx={{ verticalAlign: 'top' }}>
                    <TableCell sx={{ fontWeight: 600 }}>{what}</TableCell>
                    <TableCell>{period}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <P>Vencido el plazo, los datos se eliminan o se anonimizan de forma segura.</P>
        </Section>

        <Section id="vigencia">
          <P>
            Esta política, versión <strong>{DATA_POLICY.version}</strong>, rige desde el{' '}
            <strong>{EFFECTIVE_DATE}</strong> y mientras la agencia trate datos personales. Los cambios
            sustanciales se publicarán en esta página antes de aplicarse y, si afectan las finalidades, te
            pediremos una nueva autorización. Cada autorización que nos das queda asociada a la versión
            vigente al momento de darla.
          </P>
        </Section>
      </Container>
    </>
  );
}
