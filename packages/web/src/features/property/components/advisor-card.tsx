import type { Advisor } from '@inmo/contracts';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import { styled } from '@mui/material/styles';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { AdvisorConsentFormProps } from './advisor-consent-form';
import { PAPER_RADIUS } from '~/config/theme';
import { useAcceptedTreatmentData } from '~/features/property/hooks/use-accepted-treatment-data';
import { loadedWhenOpened } from '~/lib/loaded-when-opened';

const AdvisorContactMenu = loadedWhenOpened(() =>
  import('./advisor-contact-menu').then((m) => m.AdvisorContactMenu),
);

/** Shipped picture for advisors without a photo, or whose photo fails to load (spec §2). */
export const DEFAULT_ADVISOR_PHOTO = '/img/asesor-default.svg';

function AdvisorPhoto({ advisor }: { advisor: Advisor }) {
  const [src, setSrc] = useState(advisor.photoUrl ?? DEFAULT_ADVISOR_PHOTO);
  return (
    <img
      src={src}
      alt={`Foto de ${advisor.name}`}
      width={72}
      height={72}
      loading="lazy"
      onError={() => setSrc(DEFAULT_ADVISOR_PHOTO)}
    />
  );
}

/** An outlined card (as Paper's) whose nested rules style its plain parts: one styled element, not eight. */
const Card = styled('section')(({ theme }) => ({
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: PAPER_RADIUS,
  padding: theme.spacing(2.5),
  '& > h2': { ...theme.typography.overline, margin: 0, color: theme.palette.text.secondary },
  '& .advisor': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(2),
    marginTop: theme.spacing(1),
    marginBottom: theme.spacing(2),
  },
  '& .advisor > img': {
    width: 72,
    height: 72,
    borderRadius: '50%',
    objectFit: 'cover',
    flexShrink: 0,
    backgroundColor: theme.palette.primary.light,
  },
  '& .advisor-text': { minWidth: 0 },
  '& .advisor-name': { ...theme.typography.h4, margin: 0 },
  '& .advisor-role': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
}));

const ConsentFormCode = lazy(() => import('./advisor-consent-form'));

/** The data-treatment form; its code (the form kit and zod) loads when it is first shown. */
export function AdvisorConsentForm(props: AdvisorConsentFormProps) {
  return (
    <Suspense fallback={<CircularProgress size={24} aria-label="Cargando el formulario" />}>
      <ConsentFormCode {...props} />
    </Suspense>
  );
}

export function AdvisorCard({ advisor, propertyCode }: { advisor: Advisor | null; propertyCode: string }) {
  const [accepted, accept] = useAcceptedTreatmentData();
  const [formOpen, setFormOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);
  // The menu waits for the form to fold away: opened while the page still moves, it is placed by the
  // button's old position (it opened over the header on phones).
  const menuAfterForm = useRef(false);
  const id = useId();

  if (!advisor) return null;

  const onContact = () => {
    if (accepted) setMenuOpen(true);
    else setFormOpen((open) => !open);
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Tu asesor</h2>
      <div className="advisor">
        <AdvisorPhoto advisor={advisor} />
        <div className="advisor-text">
          <p className="advisor-name">{advisor.name}</p>
          <p className="advisor-role">Asesor inmobiliario</p>
        </div>
      </div>
      <Button
        ref={setAnchorEl}
        id={`${id}-button`}
        fullWidth
        variant="contained"
        color="secondary"
        startIcon={<SupportAgentOutlinedIcon />}
        onClick={onContact}
        aria-haspopup={accepted ? 'menu' : undefined}
        aria-expanded={accepted ? menuOpen : formOpen}
        aria-controls={accepted ? (menuOpen ? `${id}-menu` : undefined) : `${id}-form`}
      >
        Contactar Asesor
      </Button>
      <Collapse
        in={formOpen && !accepted}
        id={`${id}-form`}
        unmountOnExit
        onExited={() => {
          if (!menuAfterForm.current) return;
          menuAfterForm.current = false;
          // In the middle of the screen: at its edge the button could sit under the sticky header.
          anchorEl?.scrollIntoView?.({ block: 'center' });
          setMenuOpen(true);
        }}
      >
        <Box sx={{ pt: 2 }}>
          <AdvisorConsentForm
            propertyCode={propertyCode}
            onAccepted={() => {
              menuAfterForm.current = true;
              accept();
              setFormOpen(false);
            }}
          />
        </Box>
      </Collapse>
      <AdvisorContactMenu
        id={`${id}-menu`}
        labelledBy={`${id}-button`}
        anchorEl={anchorEl}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        advisor={advisor}
        propertyCode={propertyCode}
      />
    </Card>
  );
}
