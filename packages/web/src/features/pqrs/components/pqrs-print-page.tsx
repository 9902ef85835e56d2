import { SITE, formatDateTimeEs, isRecordId, toPqrsPrintable } from '@inmo/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '~/components/not-found-page';
import { usePqrs } from '~/features/pqrs/api/get-pqrs';
import { useInBrowser } from '~/lib/use-in-browser';
import { pqrsAccessToken } from '~/features/pqrs/lib/pqrs-access';
import type { SummarySection } from '~/components/summary-table';
import { PQRS_EXPORT_TITLE, pqrsRegisteredAt } from '~/features/pqrs/lib/pqrs-rows';
import { SummaryTable } from '~/components/summary-table';

/** Spec §9: the print dialog opens 1000 ms after the record is shown. */
export const PRINT_DELAY_MS = 1000;

/**
 * `/inmobiliaria/pqrs/:id`: the printable record (spec §3 printable fields, gdpr 'SI'), without the site's
 * header and footer; it prints itself once loaded.
 */
export function PqrsPrintPage() {
  const { id } = useParams();
  return isRecordId(id) ? <PqrsPrint id={id} /> : <NotFoundPage />;
}

function PqrsPrint({ id }: { id: string }) {
  // The token lives in this browser's storage: undefined (loading) while rendered on the server.
  const token = useInBrowser() ? pqrsAccessToken(id) : undefined;
  const pqrs = usePqrs(id, token ?? null);

  const loaded = Boolean(pqrs.data);
  useEffect(() => {
    if (!loaded) return;
    const timer = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loaded]);

  if (token === null || pqrs.isError) {
    return (
      <Box sx={{ p: 4 }}>
        <Alert severity="warning">No encontramos esta PQRS en este navegador.</Alert>
      </Box>
    );
  }
  if (!pqrs.data) {
    return (
      <Typography role="status" sx={{ p: 4 }}>
        Cargando...
      </Typography>
    );
  }

  const p = toPqrsPrintable(pqrs.data);
  const sections: SummarySection[] = [
    {
      title: 'Información general',
      rows: [
        { label: 'Radicado N.°', value: `${p.id_pqrs} (${pqrs.data.radicado})` },
        { label: 'Fecha de registro', value: pqrsRegisteredAt({ registerDate: p.fecha_registro }) },
        { label: 'Área encargada', value: p.area_enc },
        { label: 'Estado', value: p.estado },
      ],
    },
    {
      title: 'Datos del solicitante',
      rows: [
        { label: 'Nombres y apellidos', value: p.nombres_apellidos },
        { label: 'Tipo de documento', value: p.tipo_doc },
        { label: 'Identificación', value: p.identificacion },
        { label: 'Teléfono', value: p.tel },
        { label: 'Correo electrónico', value: p.email },
        { label: 'Autoriza el tratamiento de datos personales', value: p.gdpr },
      ],
    },
    {
      title: 'Solicitud',
      rows: [
        { label: 'Mensaje', value: p.mensaje },
        { label: 'Observaciones', value: p.observaciones || 'Sin observaciones' },
      ],
    },
  ];

  return (
    <Box
      component="main"
      sx={{
        maxWidth: 820,
        mx: 'auto',
        p: { xs: 2, sm: 4 },
        bgcolor: 'background.paper',
        '@media print': { p: 0, maxWidth: 'none' },
      }}
    >
      <GlobalStyles styles={{ '@page': { size: 'A4', margin: '14mm 12mm' } }} />
      <Box
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 2,
          px: 2.5,
          py: 1.75,
          mb: 2.5,
          printColorAdjust: 'exact',
          WebkitPrintColorAdjust: 'exact',
        }}
      >
        <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>{SITE.name}</Typography>
        <Typography variant="body2" sx={{ color: 'secondary.light' }}>
          {SITE.legalName} · NIT {SITE.nit}
        </Typography>
      </Box>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.15rem', sm: '1.4rem' }, mb: 2, color: 'primary.dark' }}
      >
        {PQRS_EXPORT_TITLE}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          overflow: 'hidden',
          printColorAdjust: 'exact',
        }}
      >
        <SummaryTable sections={sections} label={PQRS_EXPORT_TITLE} />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
        Impreso el {formatDateTimeEs(new Date())} · {SITE.phone.display} · {SITE.emails.customerService}
      </Typography>
    </Box>
  );
}
