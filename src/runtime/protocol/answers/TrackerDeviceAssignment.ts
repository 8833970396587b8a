/**
 * An employee's (or shared user's) tracker identifier: SalvarDispositivoColaborador's answer and
 * ConsultarColaborador's DISPOSITIVO. CONFIG_URL configures Traccar Client when scanned (or null).
 */
export interface TrackerDeviceAssignment {
  TRACCAR_DEVICE_ID: number;
  IDENTIFICADOR: string;
  SERVIDOR: string;
  CONFIG_URL: string | null;
}
