import { DATA_POLICY, SITE } from '@inmo/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { EmailAddress } from '~/components/email-address';
import { RETENTION } from './data-policy-content';
import { EFFECTIVE_DATE, Items, P, Section } from './data-policy-blocks';

// The policy's sections 6 to 11: how requests are answered, consent, processors, retention and validity.

/** 6. Who answers the requests. */
export function ContactAreaSection() {
  const contactMail = SITE.emails.customerService;
  return (
    <Section id="area">
      <P>
        El área de <strong>Servicio al Cliente</strong>, con el apoyo del oficial de protección de datos,
        atiende las consultas, reclamos y solicitudes sobre datos personales en{' '}
        <Link underline="always" href={`mailto:${contactMail}`}>
          <EmailAddress email={contactMail} />
        </Link>
        , en el teléfono {SITE.phone.display}, en cualquiera de nuestras sedes o a través del formulario de{' '}
        <Link underline="always" component={RouterLink} to={SITE.pqrsPath}>
          PQRS
        </Link>
        .
      </P>
    </Section>
  );
}

/** 7. How queries and claims are answered, and when. */
export function ProcedureSection() {
  return (
    <Section id="procedimiento">
      <P>
        Tu solicitud debe incluir tu nombre e identificación, la descripción de lo que pides, la dirección o
        correo donde quieres recibir respuesta y, si actúas por otra persona, el documento que lo acredite.
        Los plazos se cuentan en días hábiles desde el día siguiente a la recepción:
      </P>
      <Items
        items={[
          <>
            <strong>Consultas</strong> (conocer tus datos o cómo los usamos): respuesta en un máximo de diez
            (10) días hábiles. Si no podemos responder en ese plazo, te informamos el motivo y respondemos a
            más tardar cinco (5) días hábiles después del vencimiento del primer plazo (Ley 1581, art. 14).
          </>,
          <>
            <strong>Reclamos</strong> (corregir, actualizar o suprimir datos, revocar la autorización o
            advertir un incumplimiento): respuesta en un máximo de quince (15) días hábiles. Si no es posible,
            te informamos el motivo y respondemos a más tardar ocho (8) días hábiles después del vencimiento
            del primer plazo (Ley 1581, art. 15).
          </>,
          'Si el reclamo está incompleto, te pedimos completarlo dentro de los cinco (5) días siguientes a su recepción; si pasan dos (2) meses sin que lo completes, entendemos que desististe.',
          'Dentro de los dos (2) días hábiles siguientes a la recepción de un reclamo completo, marcamos tus datos con la leyenda «reclamo en trámite» hasta que se resuelva.',
        ]}
      />
    </Section>
  );
}

/** 8. How consent is asked and kept. */
export function AuthorizationSection() {
  return (
    <Section id="autorizacion">
      <P>
        Pedimos tu autorización a más tardar al recoger los datos, con una casilla que debes marcar tú mismo;
        el silencio, las casillas premarcadas o el solo envío de un formulario no son autorización (Decreto
        1377, art. 7). Conservamos prueba de cada autorización (Decreto 1377, art. 8): el formulario, la
        versión de esta política ({DATA_POLICY.version}) y su dirección, el texto exacto que aceptaste, las
        finalidades, la fecha y hora, y una huella cifrada de la dirección IP desde la que enviaste la
        solicitud.
      </P>
    </Section>
  );
}

/** 9. Processors, transfers and security. */
export function ProcessorsSection() {
  return (
    <Section id="encargados">
      <P>
        No vendemos ni cedemos tus datos. Los compartimos solo con encargados que nos prestan servicios
        (alojamiento del sitio, envío de correos, software inmobiliario y de gestión) bajo contratos que les
        obligan a tratarlos únicamente para esas tareas y con las mismas medidas de seguridad. Si algún
        encargado está fuera de Colombia, la transmisión se hace bajo un contrato de transmisión conforme al
        artículo 25 del Decreto 1377 de 2013.
      </P>
      <P>
        Protegemos los datos con conexiones cifradas, control de acceso por funciones, archivos guardados
        fuera de cualquier carpeta pública, verificación del tipo real de los archivos cargados y registros
        que no guardan datos personales en claro.
      </P>
    </Section>
  );
}

/** 10. How long the data is kept. */
export function RetentionSection() {
  return (
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
  );
}

/** 11. Since when this version applies, and how it changes. */
export function ValiditySection() {
  return (
    <Section id="vigencia">
      <P>
        Esta política, versión <strong>{DATA_POLICY.version}</strong>, rige desde el{' '}
        <strong>{EFFECTIVE_DATE}</strong> y mientras la agencia trate datos personales. Los cambios
        sustanciales se publicarán en esta página antes de aplicarse y, si afectan las finalidades, te
        pediremos una nueva autorización. Cada autorización que nos das queda asociada a la versión vigente al
        momento de darla.
      </P>
    </Section>
  );
}
