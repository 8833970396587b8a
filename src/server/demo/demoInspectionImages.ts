import type { DemoPhoto } from './demoPhotos';

/**
 * The photos of the Demo company's finished safety inspection (its "Fotos gerais" answer): an
 * extinguisher, an exit sign and a warning sign, 48×36 PNGs drawn for the demo.
 */
export const DEMO_INSPECTION_PHOTOS: DemoPhoto[] = [
  {
    name: 'extintor_recepcao.png',
    base64:
      'iVBORw0KGgoAAAANSUhEUgAAADAAAAAkCAYAAADPRbkKAAAAmElEQVR4AdXBoRHCQABFwZc/VwdlxWAiwKIQUAGGDmLOYGgD' +
      'kzrSSBjQCIYEmLfbDMNtQqww02p/ZK7xfOJTQS7IFWYazyf+qfAlXbflXbX2fCrIFX6o1p6lFZbWrnmovNCuebpeWEqQC3JB' +
      'LsgFuSAX5IJckAtyQS7IBbkgF+SCXJALckEuyAW5INccdpsJsSAX5IJckLsDVUYTDQvOuLkAAAAASUVORK5CYII=',
  },
  {
    name: 'saida_emergencia.png',
    base64:
      'iVBORw0KGgoAAAANSUhEUgAAADAAAAAkCAYAAADPRbkKAAAA10lEQVR4AdXBsXHDMAyG0S//cQVMkppjuM8OmIM7uM8YqL1B' +
      'GtcYIjl2KuJClO8kvPfxfP78UpgoThQnihPFieJEcaK4xguf319cyeN25z+iOHFQenAmcUB6MKUHZxGL0oOt9OAMYpGNzpaN' +
      'zhHpQXqwl1iUHmylB6vSg8lGZy9xsvRgstFZ0Xij9GBVemCjs5corvFGNjp7pQeTjc4KcTIbnSk9WCEuwEZnSg/2alyEjc4K' +
      'UVxjkY3OFYjiRHGiOFFc44XH7U4FojhRnChOFCeKE8WJ4v4ARus0WBMw+P8AAAAASUVORK5CYII=',
  },
  {
    name: 'sinalizacao_risco.png',
    base64:
      'iVBORw0KGgoAAAANSUhEUgAAADAAAAAkCAYAAADPRbkKAAABMUlEQVR4AdXBzW3DMAyA0S+Ep/AYHSInT+AhMhYn4IlDcAyu' +
      'kaIFJPTQxn8SUr13u6+PJwMTBicMThic0Fm40pMwOKGjcOVLuNKLMDihk3Dlp3ClB6GDcKVIowpXWhMGJzQWrhRpfEujClda' +
      'mugkDeaFKg3mheaEhsKVPcKVVoRGwpUijV+lUYUrLQiDExoIV4o0XkqjCleuEi4KV4o0dkmjCleuEAYnXBCuFGkckkYVrpwl' +
      'NJDGKWlcJpwUrrQUrpwhnBCuFGlckkYVrhw10VEa3QkHhStFGk2kUYUrRwgHhCtFGpvmBeYF5oVNaVThyl7C4ISdwpUijS7S' +
      'qMKVPSYOSmO3NA5Lg3lhN2GHcOUdwpUtt/v6ePJCuPJuH/eVvwiDm9jwcV/5z4TBCYMTBvcJPkd5b20bF8wAAAAASUVORK5C' +
      'YII=',
  },
];

/** The inspector's drawn signature (a 120×40 PNG, transparent around the stroke). */
export const DEMO_SIGNATURE: DemoPhoto = {
  name: 'assinatura.png',
  base64:
    'iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAYAAAA16j4lAAACcklEQVR4Ae3BwXEjSQwEwKqOdQFGwDrYAutgBIyo20c/Jhha' +
    'aUgOKV5HZ1IStnUNbEsb2JY2sC1tYFvawLa0gW1pA9vSBralDWxLG9iWNrAtbWBb2h9cyDyEG11JbJcyD+GvriR+QEl4lnkI' +
    'P+hKYnuYeQhf6EriG5SER5mHcNCVxIF5CDe6kvgQ5iF8oSuJD2IewkFXEidREh5hHsJBVxL/YB7CQVcSv8g8hJO6kvgl5iEc' +
    'dCVxJ0rCvcxDmLqSOMk8hKkriTczD+FGVxI3zEM46ErizcxDOOhK4gGUhHuYhzB1JXEn8xCmriTexDyEg64kfmAewkFXEm9g' +
    'HsLUlcQTBh7UlcQDupKYzEN4A/MQpq5kVxIndCVxYB7Ci5mHMHUl8aSBO5iHcIGuJCbzEF7IPISpK4k7dSW7kpjMQ3gR8xCm' +
    'riQuMHCSeQhTVxJP6kpiMg/hBcxDmLqSeEJXEpN5CBczD2HqSuIiAyeYhzB1JfE/YB7C1JXEBbqSmMxD5iE8yTxkHsLUlcSF' +
    'Bk7oSuKvriQu1JXEZB7CRcxDmLqSuFBXEgfmITzIPISDriQuRkn4beYhTF1JPME8hKkriRcyD2HqSuIO5iFMXUm8CCXhE5iH' +
    'MHUl8QDzEKauJN7APISDriR+YB7C1JXEC1ESPoV5CFNXEieZh3DQlcQbmYdwoyuJG+YhHHQl8WKUhE9iHsJBVxLfMA/hoCuJ' +
    'X2IewgldSbwJJeHTmIdwoyuJA/MQDrqS+BDmIfxDVxJvREn4VOYhnNCVxPYlSsKnMw/hC11JbN+iJGzrGtiWNrAtbWBb2sC2' +
    'tIFtaQPb0ga2pQ1sS/sPRFc20tuyA5MAAAAASUVORK5CYII=',
};
