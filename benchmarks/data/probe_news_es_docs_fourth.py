"""The fourth round of whole Spanish news articles (branch h19e7, issue 19), read by ``make_probe_news_es_docs.py``.

Twelve shorter articles (ids ``probe-es-doc-041`` to ``-052``, 2-4 paragraphs each, DCTs 1999-2008 like the
Spanish TimeBank's, six weekdays) written by hand for this round and labelled and committed before they were
scored: a regional election called early (EFE, Logroño), the consumer prices of a month (Europa Press), a
corruption sentence (EFE, Sevilla), an EU farm council (EFE, Bruselas), a music festival (Europa Press,
Santander), a tennis player at Roland Garros (EFE, París), a vaccination campaign (Notimex), Argentina's trade by
month (Télam), a presidential election's calendar (EFE, Santiago de Chile), a property developer's insolvency
(Europa Press), a bus strike with its minimum services (EFE, Bogotá) and a university entrance exam calendar
(Europa Press, Valencia). People, companies, towns' officials and clubs are invented; no text was copied from
anywhere. Their 5-word shingles were checked against the dev gold and every probe file before the commit: chains
shared with them ("según los datos publicados hoy por el Instituto Nacional de Estadística", "ha condenado a seis años
de prisión a un ex", "por ciento durante el resto de la jornada", ...) were rewritten; the 5-word shingles still shared
are formulas of the wire ("a las 00.00 horas del", "en vigor el 1 de enero", "en los últimos doce meses", "frente
al mismo mes del año", "según ha comunicado este jueves", "entre el 30 de mayo y el").

Conventions: those of ``make_probe_news_es_docs.py``, ``probe_news_es_docs_third.py`` and ``make_probes.py`` (the
Spanish TimeBank as ``timebank-es-train`` applies it). The ones this round leans on, with the gold's counts where
it has the phrase:
- ages "de 58 años," tag "58 años" a DURATION (the gold: "de 72 años ,", "de 46 años ,", ... every case);
  "menores de cinco años" tags "cinco años" likewise;
- "desde entonces" tags "entonces" DATE ``PAST_REF`` (the gold: "entonces" 6 of 6, "aquel entonces");
- "la semana pasada" the ISO week before the reference week (the gold: 4 of 4, "2000-W21" ...);
- "hasta el día 31" tags "el día 31" (the gold's "del día 3", "del pasado día 3": the day of the month the text is in);
- a range "del 14 al 16 de junio" two DATEs that keep "del" and "al" (the gold: 3 of 3, see the third round);
  "antes del 30 de abril", "antes del viernes" tag "del 30 de abril", "del viernes" (the earlier rounds' "antes
  del viernes", the gold's "antes del fin del año"); "antes del verano" tags "del verano" (the third round);
- "frente al mismo mes del año pasado" tags "al mismo mes del año pasado", that month a year back (the earlier
  rounds' "al mismo mes del año anterior", "al mismo lapso de 2014");
  "un año antes" a DURATION ``P1Y`` (the third round); "del año" the year of the story (the third round's "antes
  del cierre del año");
- "el ejercicio 2007" DATE ``2007`` and, after it, "del ejercicio anterior" on its own the year before (``2006``),
  as the third round's budget article;
- a clock time keeps "las" and "horas" and takes the day the text is telling of ("La votación comenzará a las
  8.00 horas" after "el domingo" of an election: that Sunday); "el lunes a las 10.00 horas" one TIME (the earlier
  rounds' "mañana a las 10.00 horas"); "mañana ... a partir de las 11.00 horas" two TIMEX3s;
- a standing weekly schedule: each weekday of "de lunes a sábado" a SET (``XXXX-WXX-1``) and each clock time an
  undated TIME ("de 8:00 a 18:00 horas", "a partir de las 17.00 horas": ``T08:00`` ...), as the second and third
  rounds; a strike's minimum-service window that holds on every strike day ("entre las 5.00 y las 9.00 horas")
  undated TIMEs, as the third round's metro strike;
- "la convocatoria de junio" after "El año pasado" the June of that year (a story's past year carries to a bare
  month in its clause).
"""

# ruff: noqa: E501  (the article tables read best one entry per line)
from __future__ import annotations

from typing import Callable, List, Sequence, Tuple

Label = Tuple[str, ...]
Article = Tuple[str, str, str, Sequence[Label]]


def docs_fourth(article: Callable[..., str]) -> List[Article]:
    """The fourth round's twelve articles as ``(family, dct, text, labels)``, the text built by ``article``."""
    return [
        ("es-doc-early-election", "2000-02-10", article(
            "Logroño, 10 feb (EFE).- El presidente del Gobierno riojano, Tomás Urquiza, firmará el lunes el decreto de disolución del Parlamento regional y convocará elecciones autonómicas anticipadas para el 16 de abril, según ha anunciado hoy en una comparecencia sin preguntas.",
            "Urquiza, que gobierna en minoría desde junio de 1999, ha justificado el adelanto en el rechazo de los presupuestos de este año, que la Cámara devolvió al Ejecutivo la semana pasada. La legislatura debía concluir en mayo de 2003.",
            "La campaña electoral comenzará a las 00.00 horas del 31 de marzo y durará quince días. Los partidos disponen de diez días desde la publicación del decreto para registrar sus candidaturas.",
            "Será la primera vez en veinte años de autonomía que los riojanos acuden a las urnas antes de tiempo."),
         [("10 feb", "D", "2000-02-10"), ("el lunes", "D", "2000-02-14"), ("el 16 de abril", "D", "2000-04-16"),
          ("hoy", "D", "2000-02-10"), ("junio de 1999", "D", "1999-06"), ("este año", "D", "2000"),
          ("la semana pasada", "D", "2000-W05"), ("mayo de 2003", "D", "2003-05"),
          ("las 00.00 horas del 31 de marzo", "T", "2000-03-31T00:00"), ("quince días", "U", "P15D"),
          ("diez días", "U", "P10D"), ("veinte años", "U", "P20Y")]),
        ("es-doc-consumer-prices", "2001-06-13", article(
            "MADRID, 13 Jun. (EUROPA PRESS) -",
            "El Índice de Precios de Consumo (IPC) subió cuatro décimas en mayo respecto a abril y su tasa interanual escaló hasta el 4,2 por ciento, tres décimas por encima de la registrada un mes antes, según ha difundido hoy el INE.",
            "Los alimentos sin elaborar se encarecieron en los últimos doce meses un 9,8 por ciento, su mayor subida desde febrero de 1993, mientras que los carburantes bajaron por segundo mes consecutivo.",
            "El Gobierno confía en que la inflación se modere a partir de julio, cuando desaparecerá el efecto de la escalada del petróleo registrada el verano pasado. El dato de junio se conocerá el próximo 12 de julio."),
         [("13 Jun.", "D", "2001-06-13"), ("mayo#1", "D", "2001-05"), ("abril", "D", "2001-04"), ("un mes antes", "U", "P1M"),
          ("hoy", "D", "2001-06-13"), ("los últimos doce meses", "U", "P12M"), ("febrero de 1993", "D", "1993-02"),
          ("julio#1", "D", "2001-07"), ("el verano pasado", "D", "2000-SU"), ("junio", "D", "2001-06"),
          ("el próximo 12 de julio", "D", "2001-07-12")]),
        ("es-doc-corruption-sentence", "2002-11-25", article(
            "Sevilla, 25 nov (EFE).- La Audiencia de Sevilla impone seis años de cárcel a un antiguo concejal de Urbanismo de un municipio del Aljarafe que exigió pagos ilegales para conceder licencias de obra entre 1995 y 1998, según la sentencia que recibieron hoy las partes.",
            "El tribunal, que celebró el juicio durante tres semanas en septiembre, considera probado que el acusado recibió al menos 180.000 euros de dos promotoras. También le impone diez años de inhabilitación para cargo público.",
            "La defensa, que tiene diez días para llevar el caso al Tribunal Supremo, ha anunciado que presentará el recurso antes del viernes. El ex edil, de 58 años, permanece en libertad provisional desde marzo de 1999."),
         [("25 nov", "D", "2002-11-25"), ("seis años", "U", "P6Y"), ("1995", "D", "1995"), ("1998", "D", "1998"),
          ("hoy", "D", "2002-11-25"), ("tres semanas", "U", "P3W"), ("septiembre", "D", "2002-09"),
          ("diez años", "U", "P10Y"), ("diez días", "U", "P10D"), ("del viernes", "D", "2002-11-29"),
          ("58 años", "U", "P58Y"), ("marzo de 1999", "D", "1999-03")]),
        ("es-doc-farm-council", "2003-04-04", article(
            "Bruselas, 4 abr (EFE).- Los ministros de Agricultura de la Unión Europea se reunirán el lunes y el martes en Luxemburgo para intentar cerrar la reforma de la política agrícola común antes del verano, anunció hoy la presidencia griega del Consejo.",
            "La Comisión Europea presentó su propuesta en enero y desde entonces los Quince no han logrado acercar posiciones. París rechaza que las ayudas se desvinculen de la producción antes de 2006, mientras que Londres y Estocolmo reclaman recortes inmediatos.",
            "Si no hay acuerdo este mes, la presidencia convocará un consejo extraordinario a mediados de mayo. La reforma debería entrar en vigor el 1 de enero de 2004, cuatro meses antes de la ampliación de la Unión a diez nuevos socios."),
         [("4 abr", "D", "2003-04-04"), ("el lunes", "D", "2003-04-07"), ("el martes", "D", "2003-04-08"),
          ("del verano", "D", "2003-SU"), ("hoy", "D", "2003-04-04"), ("enero#1", "D", "2003-01"),
          ("entonces", "D", "PAST_REF"), ("2006", "D", "2006"), ("este mes", "D", "2003-04"),
          ("mediados de mayo", "D", "2003-05", "MID"), ("el 1 de enero de 2004", "D", "2004-01-01"),
          ("cuatro meses", "U", "P4M")]),
        ("es-doc-music-festival", "2004-07-17", article(
            "SANTANDER, 17 Jul. (EUROPA PRESS) -",
            "El Festival Internacional de Música de la ciudad abrirá el próximo 1 de agosto su 53 edición con un concierto de una orquesta sinfónica vienesa que durará hasta el día 31 con un total de 42 espectáculos, según anunció hoy la organización.",
            "Las entradas para los conciertos del Palacio de Festivales saldrán a la venta el lunes a las 10.00 horas a través de internet, y las taquillas abrirán de lunes a sábado a partir de las 17.00 horas.",
            "El certamen, que nació en 1952, recibió el año pasado a 56.000 espectadores, un 8 por ciento más que en 2002."),
         [("17 Jul.", "D", "2004-07-17"), ("el próximo 1 de agosto", "D", "2004-08-01"), ("el día 31", "D", "2004-08-31"),
          ("hoy", "D", "2004-07-17"), ("el lunes a las 10.00 horas", "T", "2004-07-19T10:00"),
          ("lunes#2", "S", "XXXX-WXX-1"), ("sábado", "S", "XXXX-WXX-6"), ("las 17.00 horas", "T", "T17:00"),
          ("1952", "D", "1952"), ("el año pasado", "D", "2003"), ("2002", "D", "2002")]),
        ("es-doc-tennis-debut", "2005-05-22", article(
            "París, 22 may (EFE).- El tenista mallorquín Andreu Sastre debutará mañana en Roland Garros ante un jugador procedente de la fase previa, en un partido programado en la pista 2 a partir de las 11.00 horas, tras conquistar el pasado domingo en Roma su primer título sobre tierra batida.",
            "Sastre, de 19 años, ha ganado 24 de sus últimos 26 partidos y ha subido en los últimos tres meses del puesto 51 al 9 de la clasificación mundial. El torneo parisino se disputará hasta el 5 de junio.",
            "El año pasado, el balear cayó en segunda ronda, lastrado por una lesión en el pie que lo mantuvo dos meses alejado de las pistas."),
         [("22 may", "D", "2005-05-22"), ("mañana", "D", "2005-05-23"), ("las 11.00 horas", "T", "2005-05-23T11:00"),
          ("el pasado domingo", "D", "2005-05-15"), ("19 años", "U", "P19Y"), ("los últimos tres meses", "U", "P3M"),
          ("el 5 de junio", "D", "2005-06-05"), ("El año pasado", "D", "2004"), ("dos meses", "U", "P2M")]),
        ("es-doc-vaccination-notimex", "2006-01-18", article(
            "México, 18 Ene (Notimex).- La Secretaría de Salud iniciará el próximo lunes una campaña nacional de vacunación que se prolongará durante cinco días y en la que se aplicarán más de 12 millones de dosis a niños menores de cinco años, informó hoy la dependencia.",
            "Los módulos funcionarán de lunes a sábado, de 8:00 a 18:00 horas, en centros de salud, escuelas y plazas públicas. La campaña anterior, realizada en octubre de 2005, alcanzó una cobertura del 96 por ciento.",
            "El subsecretario de Prevención recordó que en los últimos diez años la mortalidad infantil por enfermedades diarreicas se redujo a la mitad, y anunció que la segunda jornada del año se celebrará en mayo."),
         [("18 Ene", "D", "2006-01-18"), ("el próximo lunes", "D", "2006-01-23"), ("cinco días", "U", "P5D"),
          ("cinco años", "U", "P5Y"), ("hoy", "D", "2006-01-18"), ("lunes#2", "S", "XXXX-WXX-1"), ("sábado", "S", "XXXX-WXX-6"),
          ("8:00#1", "T", "T08:00"), ("18:00 horas", "T", "T18:00"), ("octubre de 2005", "D", "2005-10"),
          ("los últimos diez años", "U", "P10Y"), ("del año", "D", "2006"), ("mayo", "D", "2006-05")]),
        ("es-doc-trade-telam", "2007-08-30", article(
            "Buenos Aires, 30 de agosto (Télam).- Las exportaciones argentinas alcanzaron en julio los 5.210 millones de dólares, con un alza del 19 por ciento frente al mismo mes del año pasado, mientras que las importaciones crecieron un 31 por ciento, informó hoy el INDEC.",
            "En el acumulado del año, el superávit comercial sumó 6.340 millones de dólares, un 12 por ciento por debajo del saldo registrado un año antes. Las ventas de soja y sus derivados explicaron casi la mitad de lo exportado entre enero y julio.",
            "El organismo difundirá los datos de agosto el próximo 27 de septiembre."),
         [("30 de agosto", "D", "2007-08-30"), ("julio#1", "D", "2007-07"), ("al mismo mes del año pasado", "D", "2006-07"),
          ("hoy", "D", "2007-08-30"), ("del año#2", "D", "2007"), ("un año antes", "U", "P1Y"), ("enero", "D", "2007-01"),
          ("julio#2", "D", "2007-07"), ("agosto#2", "D", "2007-08"), ("el próximo 27 de septiembre", "D", "2007-09-27")]),
        ("es-doc-election-chile", "1999-12-07", article(
            "Santiago de Chile, 7 dic (EFE).- Los dos principales aspirantes a la Presidencia de Chile cerrarán el jueves sus campañas con actos multitudinarios en la capital, a tres días de unas elecciones en las que, según los últimos sondeos, ninguno obtendría la mayoría absoluta.",
            "Si ningún candidato supera la mitad de los votos el domingo, los dos más votados se enfrentarán en una segunda vuelta el 16 de enero. El vencedor asumirá el cargo el 11 de marzo de 2000 para un mandato de seis años.",
            "Unos 8 millones de chilenos están llamados a las urnas, en los terceros comicios presidenciales desde el fin de la dictadura, en 1990. La votación comenzará a las 8.00 horas y terminará a las 16.00, y el Ministerio del Interior difundirá el primer cómputo oficial desde las 19.00 horas."),
         [("7 dic", "D", "1999-12-07"), ("el jueves", "D", "1999-12-09"), ("tres días", "U", "P3D"),
          ("el domingo", "D", "1999-12-12"), ("el 16 de enero", "D", "2000-01-16"), ("el 11 de marzo de 2000", "D", "2000-03-11"),
          ("seis años", "U", "P6Y"), ("1990", "D", "1990"), ("las 8.00 horas", "T", "1999-12-12T08:00"),
          ("las 16.00", "T", "1999-12-12T16:00"), ("las 19.00 horas", "T", "1999-12-12T19:00")]),
        ("es-doc-developer-insolvency", "2008-03-06", article(
            "MADRID, 6 Mar. (EUROPA PRESS) -",
            "El Juzgado de lo Mercantil número 3 de Madrid ha admitido a trámite la solicitud de concurso de acreedores presentada el pasado viernes por la inmobiliaria Promociones Valdecarros, que acumula una deuda de 1.200 millones de euros, según ha comunicado este jueves la empresa.",
            "El juez ha dado un plazo de un mes a los acreedores para comunicar sus créditos a la administración concursal. La empresa, fundada en 1987, cerró el ejercicio 2007 con unas pérdidas de 85 millones, frente al beneficio de 140 millones del ejercicio anterior.",
            "La compañía, que en los dos últimos años ha despedido a 300 de sus 520 empleados, presentará un plan de viabilidad antes del 30 de abril. La junta de acreedores podría celebrarse en septiembre."),
         [("6 Mar.", "D", "2008-03-06"), ("el pasado viernes", "D", "2008-02-29"), ("este jueves", "D", "2008-03-06"),
          ("un mes", "U", "P1M"), ("1987", "D", "1987"), ("el ejercicio 2007", "D", "2007"), ("del ejercicio anterior", "D", "2006"),
          ("los dos últimos años", "U", "P2Y"), ("del 30 de abril", "D", "2008-04-30"), ("septiembre", "D", "2008-09")]),
        ("es-doc-bus-strike-bogota", "2003-10-28", article(
            "Bogotá, 28 oct (EFE).- Los conductores de los autobuses urbanos de Bogotá iniciarán a las 00.00 horas del jueves un paro de 72 horas para exigir mejoras salariales, anunció hoy el sindicato del sector.",
            "La Alcaldía decretó unos servicios mínimos del 40 por ciento entre las 5.00 y las 9.00 horas y del 25 por ciento en las horas valle, y autorizó a los taxis a circular sin restricciones mientras dure la protesta.",
            "Es la segunda protesta del gremio este año, después de la huelga de dos días de junio. El alcalde se reunirá con los sindicatos mañana por la tarde."),
         [("28 oct", "D", "2003-10-28"), ("las 00.00 horas del jueves", "T", "2003-10-30T00:00"), ("72 horas", "U", "PT72H"),
          ("hoy", "D", "2003-10-28"), ("las 5.00", "T", "T05:00"), ("las 9.00 horas", "T", "T09:00"),
          ("este año", "D", "2003"), ("dos días", "U", "P2D"), ("junio", "D", "2003-06"),
          ("mañana#1", "D", "2003-10-29"), ("la tarde", "T", "2003-10-29TAF")]),
        ("es-doc-entrance-exams", "2005-02-23", article(
            "VALENCIA, 23 Feb. (EUROPA PRESS) -",
            "Los alumnos de bachillerato de la Comunitat Valenciana realizarán las pruebas de acceso a la universidad del 14 al 16 de junio, y la convocatoria extraordinaria se celebrará del 13 al 15 de septiembre, según la resolución publicada hoy en el diario oficial autonómico.",
            "Los estudiantes podrán inscribirse en las pruebas entre el 30 de mayo y el 3 de junio. Las notas se publicarán el 24 de junio y el plazo de reclamación será de tres días.",
            "El año pasado se presentaron a la convocatoria de junio 17.900 alumnos, de los que aprobó el 84 por ciento."),
         [("23 Feb.", "D", "2005-02-23"), ("del 14", "D", "2005-06-14"), ("al 16 de junio", "D", "2005-06-16"),
          ("del 13", "D", "2005-09-13"), ("al 15 de septiembre", "D", "2005-09-15"), ("hoy", "D", "2005-02-23"),
          ("el 30 de mayo", "D", "2005-05-30"), ("el 3 de junio", "D", "2005-06-03"), ("el 24 de junio", "D", "2005-06-24"),
          ("tres días", "U", "P3D"), ("El año pasado", "D", "2004"), ("junio#4", "D", "2004-06")]),
    ]
