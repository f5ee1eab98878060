import { Link } from 'react-router-dom';
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap';
import { adminPymePath } from '@/config/paths';
import type { Pyme } from '@/api/edge/pymes';

/** What the rows' controls do; the page saves, asks for confirmation and says how it went. */
export interface PymeRowActions {
  chooseLine: (pyme: Pyme, line: string) => Promise<boolean>;
  chooseStatus: (pyme: Pyme, status: string) => Promise<boolean>;
  chooseAdmin: (pyme: Pyme, admin: string) => Promise<boolean>;
  editPyme: (pyme: Pyme) => void;
  editUser: (pyme: Pyme) => void;
  disable: (pyme: Pyme) => void;
  enable: (pyme: Pyme) => void;
}

/** A pyme row's Acciones menu: Ver ficha, Editar pyme, Editar usuario, Eliminar. */
export function PymeActionsMenu({ pyme, actions }: { pyme: Pyme; actions: PymeRowActions }) {
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
