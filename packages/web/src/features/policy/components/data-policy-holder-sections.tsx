import { BRANCHES, SITE } from '@inmo/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EmailAddress } from '~/components/email-address';
import { FORM_TREATMENTS, purposesOf } from './data-policy-content';
import { Items, P, Section } from './data-policy-blocks';

// The policy's sections 1 to 5: who treats the data, under which law, what for, and the holder's rights.

const MAIN_OFFICE = BRANCHES[0];

/** 1. Who is responsible for the data. */
export function ControllerSection() {
  const contactMail = SITE.emails.customerService;
  return (
    <Section id="responsable">
      <P>
        <strong>{SITE.legalName}</strong>, identificada con NIT {SITE.nit}, con domicilio principal en{' '}
        {MAIN_OFFICE?.direccion}, {MAIN_OFFICE?.ciudad} (Antioquia, Colombia), es la responsable del
        tratamiento de los datos personales que recoge a través de este sitio web, sus sedes y sus canales de
        atención.
      </P>
      <Items
        items={[
          <>
            Correo para asuntos de datos personales:{' '}
            <Link underline="always" href={`mailto:${contactMail}`}>
              <EmailAddress email={contactMail} />
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
  );
}

/** 2. The law and its terms. */
export function LegalFrameworkSection() {
  return (
    <Section id="marco-legal">
      <P>
        Esta política desarrolla la Ley Estatutaria 1581 de 2012, el Decreto 1377 de 2013 (compilado en el
        Decreto Único Reglamentario 1074 de 2015) y las instrucciones de la Superintendencia de Industria y
        Comercio (SIC). En ella:
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
            discriminación (origen racial, salud, orientación sexual, datos biométricos como la fotografía,
            entre otros).
          </>,
        ]}
      />
      <P>
        Aplicamos los principios de legalidad, finalidad, libertad, veracidad, transparencia, acceso y
        circulación restringida, seguridad y confidencialidad (Ley 1581, art. 4).
      </P>
    </Section>
  );
}

/** 3. What each form collects and why. */
export function PurposesSection() {
  return (
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
        Además, usamos los datos para cumplir obligaciones legales y contractuales (por ejemplo, contratos de
        arrendamiento, corretaje o administración), atender requerimientos de autoridades y mantener la
        seguridad del sitio. En tus favoritos y filtros de búsqueda el sitio guarda información solo en tu
        navegador; no la recibimos. Una finalidad nueva requiere una nueva autorización.
      </P>
    </Section>
  );
}

/** 4. Sensitive data and minors. */
export function SensitiveDataSection() {
  return (
    <Section id="sensibles">
      <P>
        No es obligatorio entregar datos sensibles (Ley 1581, art. 6). Si tu hoja de vida incluye tu
        fotografía, datos de salud u otros datos sensibles, entregarlos es opcional y solo los usamos para el
        proceso de selección. En las fotos y videos de mantenimientos te pedimos mostrar solo el daño y evitar
        personas.
      </P>
      <P>
        Este sitio no está dirigido a menores de edad. Si un menor nos entrega datos, los tratamos respetando
        su interés superior y sus derechos fundamentales, y con la autorización de su representante legal.
      </P>
    </Section>
  );
}

/** 5. The holder's rights. */
export function RightsSection() {
  return (
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
        Pueden ejercer estos derechos el titular, sus causahabientes, su representante o apoderado, y quien
        actúe por estipulación a favor de otro.
      </P>
    </Section>
  );
}
