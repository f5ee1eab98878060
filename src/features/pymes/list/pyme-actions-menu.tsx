import { Link } from 'react-router-dom';
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap';
import { adminPymePath } from '@/config/paths';
import type { AdminPyme } from '../pymes-api';

/** What the rows' controls do; the page saves, asks for confirmation and says how it went. */
export interface PymeRowActions {
  chooseLine: (pyme: AdminPyme, line: string) => Promise<boolean>;
  chooseStatus: (pyme: AdminPyme, status: string) => Promise<boolean>;
  chooseAdmin: (pyme: AdminPyme, admin: string) => Promise<boolean>;
  editPyme: (pyme: AdminPyme) => void;
  editUser: (pyme: AdminPyme) => void;
  disable: (pyme: AdminPyme) => void;
  enable: (pyme: AdminPyme) => void;
}

/** A pyme row's Acciones menu: Ver ficha, Editar pyme, Editar usuario, Eliminar. */
export function PymeActionsMenu({ pyme, actions }: { pyme: AdminPyme; actions: PymeRowActions }) {
  return (
    <UncontrolledDropdown>
      <DropdownToggle caret size="sm" color="primary" outline>
        Acciones <span className="visually-hidden">de {pyme.business_name}</span>
      </DropdownToggle>
      {/* In the body: the table's scrolling box would cut the menu off. */}
      <DropdownMenu end container="body" strategy="fixed">
        <DropdownItem tag={Link} to={adminPymePath(pyme.uuid)}>
          Ver ficha
        </DropdownItem>
        <DropdownItem
          onClick={() => {
            actions.editPyme(pyme);
          }}
        >
          Editar pyme
        </DropdownItem>
        <DropdownItem
          onClick={() => {
            actions.editUser(pyme);
          }}
        >
          Editar usuario
        </DropdownItem>
        <DropdownItem divider />
        <DropdownItem
          className="text-danger"
          onClick={() => {
            actions.disable(pyme);
          }}
        >
          Eliminar
        </DropdownItem>
      </DropdownMenu>
    </UncontrolledDropdown>
  );
}
