<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="it">
<context>
    <name />
    <message>
        <source>riposo</source>
        <extracomment>Lines of text that fill the window's height (sets the type size). Re-read the tournament this often (ms): a result entered anywhere shows within a second. Auto-scroll: pixels per step and step interval (ms); pause at the top and at the bottom.</extracomment>
        <translation>bye</translation>
    </message>
    <message>
        <source>tavolo {0}, inizia</source>
        <translation>table {0}, starts</translation>
    </message>
    <message>
        <source>tavolo {0}</source>
        <translation>table {0}</translation>
    </message>
</context>
<context>
    <name>ArbiterPanel</name>
    <message>
        <source>Carica &amp;lessico…</source>
        <translation>Load &amp;lexicon…</translation>
    </message>
    <message>
        <source>Contestazione</source>
        <translation>Challenge</translation>
    </message>
    <message>
        <source>Carica less&amp;ico…</source>
        <translation>Load lex&amp;icon…</translation>
    </message>
    <message>
        <source>&amp;Usa il lessico libero</source>
        <translation>&amp;Use the free lexicon</translation>
    </message>
    <message>
        <source>Il dizionario italiano libero del sistema (non ufficiale): in attesa della lista</source>
        <translation>The system's free Italian dictionary (not official): until the list arrives</translation>
    </message>
    <message>
        <source>nessuno (solo parole)</source>
        <translation>none (words only)</translation>
    </message>
    <message>
        <source>non indicata</source>
        <translation>not given</translation>
    </message>
    <message>
        <source>parole contestate, separate da spazi o virgole</source>
        <translation>challenged words, separated by spaces or commas</translation>
    </message>
    <message>
        <source>Valore della mossa, bonus di 50 compreso (art. 30)</source>
        <translation>Value of the move, 50 bonus included (art. 30)</translation>
    </message>
    <message>
        <source>Turno:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <source>Tavolo:</source>
        <translation>Table:</translation>
    </message>
    <message>
        <source>Mossa n.:</source>
        <translation>Move no.:</translation>
    </message>
    <message>
        <source>Parole:</source>
        <translation>Words:</translation>
    </message>
    <message>
        <source>Valore della mossa:</source>
        <translation>Value of the move:</translation>
    </message>
    <message>
        <source>Ha giocato la mossa:</source>
        <translation>Move played by:</translation>
    </message>
    <message>
        <source>Decide:</source>
        <translation>Ruling by:</translation>
    </message>
    <message>
        <source>Verifi&amp;ca</source>
        <translation>Chec&amp;k</translation>
    </message>
    <message>
        <source>Registra la &amp;decisione</source>
        <translation>Record the &amp;decision</translation>
    </message>
    <message>
        <source>Attivo quando il verdetto è sullo schermo</source>
        <translation>Enabled once the verdict is on screen</translation>
    </message>
    <message>
        <source>Mossa miglior&amp;e</source>
        <translation>B&amp;est move</translation>
    </message>
    <message>
        <source>Le mosse migliori prima della mossa n. indicata, dal formulario registrato per il turno e il tavolo, con il lessico attivo</source>
        <translation>The best moves before the move number given, from the scoresheet recorded for the round and table, with the active lexicon</translation>
    </message>
    <message>
        <source>&amp;Contestazione…</source>
        <translation>&amp;Challenge…</translation>
    </message>
    <message>
        <source>Lessico attivo: &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>Active lexicon: &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Nessun lessico caricato: le parole non si possono verificare.</source>
        <translation>No lexicon loaded: words cannot be checked.</translation>
    </message>
    <message>
        <source>Il servizio delle contestazioni non è ancora disponibile.</source>
        <translation>The challenge service is not available yet.</translation>
    </message>
    <message>
        <source>valida</source>
        <translation>valid</translation>
    </message>
    <message>
        <source>non valida</source>
        <translation>invalid</translation>
    </message>
    <message>
        <source>chi ha contestato</source>
        <translation>the challenger</translation>
    </message>
    <message>
        <source>chi ha giocato</source>
        <translation>the player</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Apertura del lessico in corso: verifica in attesa…</source>
        <translation>Opening the lexicon: the check will follow…</translation>
    </message>
    <message>
        <source>Apertura del lessico…</source>
        <translation>Opening the lexicon…</translation>
    </message>
    <message>
        <source>VALIDA</source>
        <translation>VALID</translation>
    </message>
    <message>
        <source>NON VALIDA</source>
        <translation>INVALID</translation>
    </message>
    <message>
        <source>chi ha giocato la mossa</source>
        <translation>the player of the move</translation>
    </message>
    <message>
        <source>Mossa valida</source>
        <translation>Valid move</translation>
    </message>
    <message>
        <source>Mossa non valida</source>
        <translation>Invalid move</translation>
    </message>
    <message>
        <source>{0}: penalità di {1} a carico di {2}. Decide: {3}.</source>
        <translation>{0}: penalty of {1} charged to {2}. Ruling by: {3}.</translation>
    </message>
    <message>
        <source>1 punto</source>
        <translation>1 point</translation>
    </message>
    <message>
        <source>{0} punti</source>
        <translation>{0} points</translation>
    </message>
    <message>
        <source>contestazione al tavolo {0}</source>
        <translation>challenge at table {0}</translation>
    </message>
    <message>
        <source>Decisione registrata.</source>
        <translation>Ruling recorded.</translation>
    </message>
    <message>
        <source>Preparazione del lessico libero…</source>
        <translation>Preparing the free lexicon…</translation>
    </message>
    <message>
        <source>Carica lessico</source>
        <translation>Load lexicon</translation>
    </message>
    <message>
        <source>Elenchi di parole (*.txt *.dic *)</source>
        <translation>Word lists (*.txt *.dic *)</translation>
    </message>
    <message>
        <source>Caricamento del lessico…</source>
        <translation>Loading the lexicon…</translation>
    </message>
<message><source>Turno</source><translation>Round</translation></message><message><source>Tavolo</source><translation>Table</translation></message><message><source>Parole</source><translation>Words</translation></message><message><source>Esito</source><translation>Verdict</translation></message><message><source>Penalità</source><translation>Penalty</translation></message><message><source>A carico di</source><translation>Charged to</translation></message><message><source>Ha deciso</source><translation>Ruled by</translation></message><message><source>arbitro</source><translation>arbiter</translation></message><message><source>collegio</source><translation>panel</translation></message></context>
<context>
    <name>ArchiveView</name>
    <message>
        <source>Archivio federale</source>
        <translation>Federation archive</translation>
    </message>
    <message>
        <source>archivio.figsa oppure postgresql+psycopg://…</source>
        <translation>archivio.figsa or postgresql+psycopg://…</translation>
    </message>
    <message>
        <source>&amp;Apri</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>Archivio:</source>
        <translation>Archive:</translation>
    </message>
    <message>
        <source>Pos.</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Giocatore</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Circolo</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Punti</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Contati</source>
        <translation>Counted</translation>
    </message>
    <message>
        <source>Risultati</source>
        <translation>Results</translation>
    </message>
    <message>
        <source>Classifica al:</source>
        <translation>Ranking as of:</translation>
    </message>
    <message>
        <source>Classifica</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Giocatore A</source>
        <translation>Player A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Giocatore B</source>
        <translation>Player B</translation>
    </message>
    <message>
        <source>Motivo</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>&amp;Unisci B ad A</source>
        <translation>&amp;Merge B into A</translation>
    </message>
    <message>
        <source>A&amp;nnulla</source>
        <translation>Ca&amp;ncel</translation>
    </message>
    <message>
        <source>Possibili doppioni: nessuno viene unito senza conferma.</source>
        <translation>Possible duplicates: nobody is merged without confirmation.</translation>
    </message>
    <message>
        <source>Doppioni</source>
        <translation>Duplicates</translation>
    </message>
    <message>
        <source>N.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Evento</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Categoria</source>
        <translation>Category</translation>
    </message>
    <message>
        <source>Giocatori</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Sostituisci se già archiviato</source>
        <translation>Replace if already archived</translation>
    </message>
    <message>
        <source>A&amp;ggiungi eventi…</source>
        <translation>A&amp;dd events…</translation>
    </message>
    <message>
        <source>Categoria:</source>
        <translation>Category:</translation>
    </message>
    <message>
        <source>Eventi</source>
        <translation>Events</translation>
    </message>
    <message>
        <source>Aggiungi un evento</source>
        <translation>Add an event</translation>
    </message>
    <message>
        <source>Eventi (*.figs *.t *.csv *.xlsx)</source>
        <translation>Events (*.figs *.t *.csv *.xlsx)</translation>
    </message>
    <message>
        <source>Eventi aggiunti: {0}</source>
        <translation>Events added: {0}</translation>
    </message>
    <message>
        <source>Scegliere una coppia dall'elenco</source>
        <translation>Choose a pair from the list</translation>
    </message>
    <message>
        <source>Unisci {0} a {1}</source>
        <translation>Merge {0} into {1}</translation>
    </message>
</context>
<context>
    <name>BestMovesDialog</name>
    <message>
        <source>Mossa migliore — turno {0}</source>
        <translation>Best move — turn {0}</translation>
    </message>
    <message>
        <source>Le mosse possibili nella posizione prima di questa mossa</source>
        <translation>The moves possible in the position before this move</translation>
    </message>
    <message>
        <source>leggio (? = jolly); vuoto: quello registrato</source>
        <translation>rack (? = blank); empty: the recorded one</translation>
    </message>
    <message>
        <source>&amp;Leggio:</source>
        <translation>&amp;Rack:</translation>
    </message>
    <message>
        <source>&amp;Chiudi</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>Calcolo delle mosse…</source>
        <translation>Computing the moves…</translation>
    </message>
    <message>
        <source>Calcolo della mossa migliore…</source>
        <translation>Computing the best move…</translation>
    </message>
    <message>
        <source>{0}, leggio {1}: {2}</source>
        <translation>{0}, rack {1}: {2}</translation>
    </message>
    <message>
        <source>1 mossa possibile</source>
        <translation>1 possible move</translation>
    </message>
    <message>
        <source>{0} mosse possibili</source>
        <translation>{0} possible moves</translation>
    </message>
    <message>
        <source>; giocata {0} ({1}), {2}ª</source>
        <translation>; played {0} ({1}), ranked {2}</translation>
    </message>
    <message>
        <source>1 punto</source>
        <translation>1 point</translation>
    </message>
    <message>
        <source>{0} punti</source>
        <translation>{0} points</translation>
    </message>
    <message>
        <source> (leggio non registrato: solo le tessere giocate)</source>
        <translation> (rack not recorded: only the tiles played)</translation>
    </message>
<message><source>Mossa miglior&amp;e</source><translation>B&amp;est move</translation></message><message><source>Mossa migliore — turno {0}, tavolo {1}, mossa n. {2}</source><translation>Best move — round {0}, table {1}, move {2}</translation></message><message><source>Mossa miglior&amp;e</source><translation>B&amp;est move</translation></message><message><source>Mossa migliore — turno {0}, tavolo {1}, mossa n. {2}</source><translation>Best move — round {0}, table {1}, move {2}</translation></message></context>
<context>
    <name>DuplicatePanel</name>
    <message>
        <source>Mossa</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Leggio</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>Punti</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Totale</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>lettere lette dal sacchetto (? = jolly), Invio</source>
        <translation>tiles read from the bag (? = blank), Enter</translation>
    </message>
    <message>
        <source>&amp;Nuova partita</source>
        <translation>&amp;New game</translation>
    </message>
    <message>
        <source>P&amp;roiettore</source>
        <translation>P&amp;rojector</translation>
    </message>
    <message>
        <source>&amp;Inserisci estrazione</source>
        <translation>&amp;Enter the draw</translation>
    </message>
    <message>
        <source>&amp;Estrai</source>
        <translation>&amp;Draw</translation>
    </message>
    <message>
        <source>&amp;Calcola i top</source>
        <translation>&amp;Compute tops</translation>
    </message>
    <message>
        <source>&amp;Disponi il top scelto</source>
        <translation>&amp;Place the chosen top</translation>
    </message>
    <message>
        <source>Foglietti — mossa:</source>
        <translation>Slips — move:</translation>
    </message>
    <message>
        <source>giocatore n.:</source>
        <translation>player no.:</translation>
    </message>
    <message>
        <source>Pos.</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>N.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>Imposta&amp;zioni…</source>
        <translation>Se&amp;ttings…</translation>
    </message>
    <message>
        <source>8C acario · 27 · t top · s solo · a avvertimento · p5 penalità · r ritardo, b bianco, m multiplo (0) · N: altro giocatore; Invio</source>
        <translation>8C acario · 27 · t top · s solo · a warning · p5 penalty · r late, b blank, m multiple (0) · N: another player; Enter</translation>
    </message>
    <message>
        <source>Una riga per giocatore: la mossa scritta (minuscole: il programma mette il jolly dove serve; in GCG, minuscola = jolly), oppure i punti, oppure t/s per il top; poi, se serve, a (avvertimento, ripetibile), p5 (penalità di 5 punti), r/b/m (foglietto in ritardo, in bianco, multiplo: 0). 'N:' in testa sceglie il giocatore N. Invio: punteggio subito e il giocatore seguente pronto. Tasti: F2 top, F3 solitario, F4 avvertimento, F5 penalità, F6 ritardo, F7 bianco, F8 multiplo.</source>
        <translation>One line per player: the move written on the slip (lower case: the program puts the blank where it is needed; in GCG, lower case = blank), or the points, or t/s for the top; then, if needed, a (warning, repeatable), p5 (penalty of 5 points), r/b/m (late, blank or multiple slip: 0). 'N:' at the start chooses player N. Enter: the score at once and the next player ready. Keys: F2 top, F3 solo, F4 warning, F5 penalty, F6 late, F7 blank, F8 multiple.</translation>
    </message>
    <message>
        <source>Giocatore</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Scritto</source>
        <translation>Written</translation>
    </message>
    <message>
        <source>Dal top</source>
        <translation>From the top</translation>
    </message>
    <message>
        <source>Bonus/pen.</source>
        <translation>Bonus/pen.</translation>
    </message>
    <message>
        <source>Diff.</source>
        <translation>Diff.</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Sol.</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Avv.</source>
        <translation>Warn.</translation>
    </message>
    <message>
        <source>Pen.</source>
        <translation>Pen.</translation>
    </message>
    <message>
        <source>Torneo non di duplicato</source>
        <translation>Not a duplicate tournament</translation>
    </message>
    <message>
        <source>Nessuna partita: «Nuova partita»</source>
        <translation>No game yet: “New game”</translation>
    </message>
    <message>
        <source>finita</source>
        <translation>finished</translation>
    </message>
    <message>
        <source>Partita {0}, mossa {1} {2}</source>
        <translation>Game {0}, move {1} {2}</translation>
    </message>
    <message>
        <source>Partita {0} — mossa {1}</source>
        <translation>Game {0} — move {1}</translation>
    </message>
    <message>
        <source>Calcolo dei top (la prima volta si prepara il generatore di mosse)…</source>
        <translation>Computing the tops (the first time the move generator is prepared)…</translation>
    </message>
    <message>
        <source>nessuna mossa possibile</source>
        <translation>no move possible</translation>
    </message>
    <message>
        <source>Foglietti oltre il top ({0}) da correggere: {1}</source>
        <translation>Slips above the top ({0}) to correct: {1}</translation>
    </message>
    <message>
        <source>Apertura del lessico…</source>
        <translation>Opening the lexicon…</translation>
    </message>
    <message>
        <source>{0}: nessun foglietto</source>
        <translation>{0}: no slip</translation>
    </message>
    <message>
        <source>{0} {1}: {2} punti</source>
        <translation>{0} {1}: {2} points</translation>
    </message>
    <message>
        <source> (top)</source>
        <translation> (top)</translation>
    </message>
    <message>
        <source> — avvertimenti: {0}</source>
        <translation> — warnings: {0}</translation>
    </message>
    <message>
        <source> — penalità {0}</source>
        <translation> — penalty {0}</translation>
    </message>
    <message>
        <source> (corretto, prima {0})</source>
        <translation> (corrected, was {0})</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Importa giocatori</source>
        <translation>Import players</translation>
    </message>
    <message>
        <source>File: {0}</source>
        <translation>File: {0}</translation>
    </message>
    <message>
        <source>Giocatori da importare: {0}</source>
        <translation>Players to import: {0}</translation>
    </message>
    <message>
        <source>Cognome</source>
        <translation>Surname</translation>
    </message>
    <message>
        <source>Nome</source>
        <translation>Given name</translation>
    </message>
    <message>
        <source>Circolo</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Tessera</source>
        <translation>Membership no.</translation>
    </message>
    <message>
        <source>Righe scartate: {0}</source>
        <translation>Rejected rows: {0}</translation>
    </message>
    <message>
        <source>Riga</source>
        <translation>Row</translation>
    </message>
    <message>
        <source>Motivo</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>Importa 1 giocatore</source>
        <translation>Import 1 player</translation>
    </message>
    <message>
        <source>Importa {0} giocatori</source>
        <translation>Import {0} players</translation>
    </message>
    <message>
        <source>Correggere le righe scartate nel file: per ora nessun giocatore.</source>
        <translation>Correct the rejected rows in the file: no player for now.</translation>
    </message>
    <message>
        <source>importazione di 1 giocatore</source>
        <translation>import of 1 player</translation>
    </message>
    <message>
        <source>importazione di {0} giocatori</source>
        <translation>import of {0} players</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pronto</source>
        <translation>Ready</translation>
    </message>
    <message>
        <source>Nessun torneo aperto.

File → Nuovo torneo (Ctrl+N) oppure File → Apri (Ctrl+O).</source>
        <translation>No tournament open.

File → New tournament (Ctrl+N) or File → Open (Ctrl+O).</translation>
    </message>
    <message>
        <source>&amp;Arbitro</source>
        <translation>&amp;Arbiter</translation>
    </message>
    <message>
        <source>&amp;Nuovo torneo…</source>
        <translation>&amp;New tournament…</translation>
    </message>
    <message>
        <source>Duplicato</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <source>&amp;Apri…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>Apri &amp;database condiviso…</source>
        <translation>Open shared &amp;database…</translation>
    </message>
    <message>
        <source>Più postazioni sullo stesso torneo: database PostgreSQL (docs/multi-postazione.md)</source>
        <translation>Several desks on one tournament: PostgreSQL database (docs/multi-postazione.md)</translation>
    </message>
    <message>
        <source>&amp;Chiudi torneo</source>
        <translation>&amp;Close tournament</translation>
    </message>
    <message>
        <source>&amp;Impostazioni del torneo…</source>
        <translation>Tournament &amp;settings…</translation>
    </message>
    <message>
        <source>Rilegge il torneo (modifiche di altre postazioni)</source>
        <translation>Reads the tournament again (changes from other desks)</translation>
    </message>
    <message>
        <source>&amp;Esci</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Annulla</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Ripeti</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Importa da &amp;TSH…</source>
        <translation>Import from &amp;TSH…</translation>
    </message>
    <message>
        <source>Giocatori</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>A&amp;pri…</source>
        <translation>O&amp;pen…</translation>
    </message>
    <message>
        <source>Turni</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Risultati</source>
        <translation>Results</translation>
    </message>
    <message>
        <source>Classifica</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Premi</source>
        <translation>Prizes</translation>
    </message>
    <message>
        <source>Formulario</source>
        <translation>Scoresheet</translation>
    </message>
    <message>
        <source>Arbitro</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>&amp;Ricarica</source>
        <translation>&amp;Reload</translation>
    </message>
    <message>
        <source>Fi&amp;le recenti</source>
        <translation>Recent fi&amp;les</translation>
    </message>
    <message>
        <source>&amp;Modifica</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>Cronologia delle azioni</source>
        <translation>History of actions</translation>
    </message>
    <message>
        <source>&lt;apertura del torneo&gt;</source>
        <translation>&lt;tournament opened&gt;</translation>
    </message>
    <message>
        <source>&amp;Turno</source>
        <translation>&amp;Round</translation>
    </message>
    <message>
        <source>&amp;Stampa/Esporta</source>
        <translation>&amp;Print/Export</translation>
    </message>
    <message>
        <source>Pubblica sul &amp;web</source>
        <translation>Publish on the &amp;web</translation>
    </message>
    <message>
        <source>&amp;Vista</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Vista &amp;proiettore</source>
        <translation>&amp;Projector view</translation>
    </message>
    <message>
        <source>&amp;Lingua</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>Principale</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Importa da TSH</source>
        <translation>Import from TSH</translation>
    </message>
    <message>
        <source>File TSH (*.t);;Tutti i file (*)</source>
        <translation>TSH files (*.t);;All files (*)</translation>
    </message>
    <message>
        <source>Nuovo file del torneo</source>
        <translation>New tournament file</translation>
    </message>
    <message>
        <source>Tornei (*.figs)</source>
        <translation>Tournaments (*.figs)</translation>
    </message>
    <message>
        <source>Apri torneo</source>
        <translation>Open tournament</translation>
    </message>
    <message>
        <source>Tornei (*.figs);;Tutti i file (*)</source>
        <translation>Tournaments (*.figs);;All files (*)</translation>
    </message>
    <message>
        <source>Apri database condiviso</source>
        <translation>Open shared database</translation>
    </message>
    <message>
        <source>Indirizzo del database (dal direttore di gara):</source>
        <translation>Database address (from the tournament director):</translation>
    </message>
    <message>
        <source>Il torneo è già aperto.</source>
        <translation>The tournament is already open.</translation>
    </message>
    <message>
        <source>&amp;Annulla {0}</source>
        <translation>&amp;Undo {0}</translation>
    </message>
    <message>
        <source>&amp;Ripeti {0}</source>
        <translation>&amp;Redo {0}</translation>
    </message>
    <message>
        <source>impostazioni del torneo</source>
        <translation>tournament settings</translation>
    </message>
    <message>
        <source>Annullato: {0}</source>
        <translation>Undone: {0}</translation>
    </message>
    <message>
        <source>Ripetuto: {0}</source>
        <translation>Redone: {0}</translation>
    </message>
    <message>
        <source>1 giocatore</source>
        <translation>1 player</translation>
    </message>
    <message>
        <source>{0} giocatori</source>
        <translation>{0} players</translation>
    </message>
    <message>
        <source>{0}: {1}, nessun turno abbinato</source>
        <translation>{0}: {1}, no round paired</translation>
    </message>
    <message>
        <source>1 risultato mancante</source>
        <translation>1 result missing</translation>
    </message>
    <message>
        <source>{0} risultati mancanti</source>
        <translation>{0} results missing</translation>
    </message>
    <message>
        <source>{0}: turno {1}{2} in corso, {3}</source>
        <translation>{0}: round {1}{2} in progress, {3}</translation>
    </message>
    <message>
        <source>{0}: turno {1}{2} completo</source>
        <translation>{0}: round {1}{2} complete</translation>
    </message>
    <message>
        <source>La lingua sarà applicata alla prossima apertura del programma.</source>
        <translation>The language will apply the next time the program starts.</translation>
    </message>
<message><source>Esporta in TSH</source><translation>Export to TSH</translation></message><message><source>File TSH (*.t)</source><translation>TSH files (*.t)</translation></message><message><source>Salvato: {0} ({1})</source><translation>Saved: {0} ({1})</translation></message><message><source>PDF (*.pdf)</source><translation>PDF (*.pdf)</translation></message><message><source>Excel (*.xlsx)</source><translation>Excel (*.xlsx)</translation></message><message><source>CSV (*.csv)</source><translation>CSV (*.csv)</translation></message><message><source>Salva la stampa</source><translation>Save the printout</translation></message><message><source>Sostituire il file?</source><translation>Replace the file?</translation></message><message><source>Il file {0} esiste già. Sostituirlo?</source><translation>The file {0} already exists. Replace it?</translation></message><message><source>Salvato: {0} in {1}</source><translation>Saved: {0} in {1}</translation></message><message><source>Stampa salvata</source><translation>Printout saved</translation></message><message><source>File salvato: {0}
Aprirlo ora?</source><translation>File saved: {0}
Open it now?</translation></message><message><source>{0}: aperto ({1})</source><translation>{0}: opened ({1})</translation></message><message><source>Preparazione della stampa…</source><translation>Preparing the printout…</translation></message><message><source>&amp;Salva una copia…</source><translation>&amp;Save a copy…</translation></message><message><source>Copia completa e verificata del torneo, da conservare o portare altrove</source><translation>Complete, checked copy of the tournament, to keep or take elsewhere</translation></message><message><source>Salva una copia</source><translation>Save a copy</translation></message><message><source>Torneo (*.figs)</source><translation>Tournament (*.figs)</translation></message><message><source>Copia salvata e verificata: {0}</source><translation>Copy saved and checked: {0}</translation></message><message><source>{0}, turno {1}</source><translation>{0}, round {1}</translation></message><message><source>{0}: apertura nel visualizzatore PDF…</source><translation>{0}: opening in the PDF viewer…</translation></message><message><source>{0}: nel visualizzatore PDF per la stampa ({1})</source><translation>{0}: in the PDF viewer for printing ({1})</translation></message><message><source>Archivio &amp;federale…</source><translation>&amp;Federation archive…</translation></message><message><source>nessun programma associato ({0})</source><translation>no program associated ({0})</translation></message><message><source>{0} ha risposto con il codice {1}: nessun programma lo ha aperto</source><translation>{0} answered with code {1}: no program opened it</translation></message><message><source>{0} non è installato</source><translation>{0} is not installed</translation></message><message><source>Il file non è stato aperto: {0}</source><translation>The file was not opened: {0}</translation></message></context>
<context>
    <name>NewTournamentWizard</name>
    <message>
        <source>Nuovo torneo</source>
        <translation>New tournament</translation>
    </message>
    <message>
        <source>Impostazioni del torneo</source>
        <extracomment>Called with the spec on Fine; an error keeps the wizard open on the page to fix.</extracomment>
        <translation>Tournament settings</translation>
    </message>
</context>
<context>
    <name>NotOpenedDialog</name>
    <message>
        <source>File non aperto</source>
        <translation>File not opened</translation>
    </message>
    <message>
        <source>Il file è stato scritto ma non si è aperto ({0}).
Aprirlo o stamparlo dalla sua cartella:</source>
        <translation>The file was written but did not open ({0}).
Open or print it from its folder:</translation>
    </message>
    <message>
        <source>&amp;Copia percorso</source>
        <translation>&amp;Copy path</translation>
    </message>
    <message>
        <source>Apri la ca&amp;rtella</source>
        <translation>Open the &amp;folder</translation>
    </message>
    <message>
        <source>C&amp;hiudi</source>
        <translation>C&amp;lose</translation>
    </message>
    <message>
        <source>Percorso copiato negli appunti.</source>
        <translation>Path copied to the clipboard.</translation>
    </message>
    <message>
        <source>Neanche la cartella si apre ({0}): usare Copia percorso.</source>
        <translation>The folder does not open either ({0}): use Copy path.</translation>
    </message>
<message><source>nessun programma associato ({0})</source><translation>no program associated ({0})</translation></message><message><source>{0} ha risposto con il codice {1}: nessun programma lo ha aperto</source><translation>{0} answered with code {1}: no program opened it</translation></message><message><source>{0} non è installato</source><translation>{0} is not installed</translation></message><message><source>Il file non è stato aperto: {0}</source><translation>The file was not opened: {0}</translation></message></context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Modifica giocatore</source>
        <translation>Edit player</translation>
    </message>
    <message>
        <source>Nuovo giocatore</source>
        <translation>New player</translation>
    </message>
    <message>
        <source>nessuno</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Cognome:</source>
        <translation>Surname:</translation>
    </message>
    <message>
        <source>Nome:</source>
        <translation>Given name:</translation>
    </message>
    <message>
        <source>Circolo:</source>
        <translation>Club:</translation>
    </message>
    <message>
        <source>Rating:</source>
        <translation>Rating:</translation>
    </message>
    <message>
        <source>Tessera:</source>
        <translation>Membership no.:</translation>
    </message>
    <message>
        <source>Annulla</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Cognome</source>
        <translation>Surname</translation>
    </message>
    <message>
        <source>Nome</source>
        <translation>Given name</translation>
    </message>
    <message>
        <source>Circolo</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Filtra per nome, circolo…</source>
        <translation>Filter by name, club…</translation>
    </message>
    <message>
        <source>Tessera</source>
        <translation>Membership no.</translation>
    </message>
    <message>
        <source>Aggi&amp;ungi</source>
        <translation>Add &amp;turn</translation>
    </message>
    <message>
        <source>Mo&amp;difica…</source>
        <translation>E&amp;dit…</translation>
    </message>
    <message>
        <source>&amp;Ritira…</source>
        <translation>&amp;Withdraw…</translation>
    </message>
    <message>
        <source>R&amp;iammetti</source>
        <translation>Re&amp;instate</translation>
    </message>
    <message>
        <source>Importa &amp;CSV/XLSX…</source>
        <translation>Import &amp;CSV/XLSX…</translation>
    </message>
    <message>
        <source>rating '{0}': serve un numero intero</source>
        <translation>rating '{0}': a whole number is needed</translation>
    </message>
    <message>
        <source>iscrizione di {0}</source>
        <translation>registration of {0}</translation>
    </message>
    <message>
        <source>modifica di {0}</source>
        <translation>edit of {0}</translation>
    </message>
    <message>
        <source>ritiro di {0}</source>
        <translation>withdrawal of {0}</translation>
    </message>
    <message>
        <source>riammissione di {0}</source>
        <translation>reinstatement of {0}</translation>
    </message>
    <message>
        <source>Importa giocatori</source>
        <translation>Import players</translation>
    </message>
    <message>
        <source>Elenchi (*.csv *.xlsx)</source>
        <translation>Lists (*.csv *.xlsx)</translation>
    </message>
</context>
<context>
    <name>PrizesPanel</name>
    <message>
        <source>Scarto massimo per partita (0 = nessuno):</source>
        <translation>Maximum spread per game (0 = none):</translation>
    </message>
    <message>
        <source>Premio</source>
        <translation>Prize</translation>
    </message>
    <message>
        <source>Descrizione</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Euro</source>
        <translation>Euro</translation>
    </message>
    <message>
        <source>Vincitore</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>Pos.</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>descrizione</source>
        <translation>description</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Ordine di valore: 1 = il premio più prezioso</source>
        <translation>Order of value: 1 = the most valuable prize</translation>
    </message>
    <message>
        <source>Posto:</source>
        <translation>Place:</translation>
    </message>
    <message>
        <source>Classifica:</source>
        <translation>Standings:</translation>
    </message>
    <message>
        <source>Descrizione:</source>
        <translation>Description:</translation>
    </message>
    <message>
        <source>Euro:</source>
        <translation>Euro:</translation>
    </message>
    <message>
        <source>Ordine:</source>
        <translation>Order:</translation>
    </message>
    <message>
        <source>Parità completa: premio &amp;diviso (altrimenti al rating più alto, ex aequo)</source>
        <translation>Complete tie: &amp;shared prize (otherwise to the higher rating, ex aequo)</translation>
    </message>
    <message>
        <source>Premi</source>
        <translation>Prizes</translation>
    </message>
    <message>
        <source>Categoria</source>
        <translation>Category</translation>
    </message>
    <message>
        <source>Tipo</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Limiti</source>
        <translation>Limits</translation>
    </message>
    <message>
        <source>Giocatori</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Fascia di rating</source>
        <translation>Rating band</translation>
    </message>
    <message>
        <source>Categoria libera</source>
        <translation>Free category</translation>
    </message>
    <message>
        <source>Nome:</source>
        <translation>Given name:</translation>
    </message>
    <message>
        <source>Tipo:</source>
        <translation>Type:</translation>
    </message>
    <message>
        <source>Da (rating o anno di nascita):</source>
        <translation>From (rating or birth year):</translation>
    </message>
    <message>
        <source>A (rating o anno di nascita):</source>
        <translation>To (rating or birth year):</translation>
    </message>
    <message>
        <source>giocatore</source>
        <translation>player</translation>
    </message>
    <message>
        <source>categorie libere, separate da virgole</source>
        <translation>free categories, separated by commas</translation>
    </message>
    <message>
        <source>Giocatore:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <source>Anno di nascita:</source>
        <translation>Birth year:</translation>
    </message>
    <message>
        <source>Categorie:</source>
        <translation>Categories:</translation>
    </message>
    <message>
        <source>Classifica della categoria:</source>
        <translation>Category standings:</translation>
    </message>
    <message>
        <source>Giocatore</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Vittorie</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Punti</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Differenza</source>
        <translation>Spread</translation>
    </message>
    <message>
        <source>Categorie</source>
        <translation>Categories</translation>
    </message>
    <message>
        <source>Giocatori che contano per circolo:</source>
        <translation>Players counted per club:</translation>
    </message>
    <message>
        <source>Circolo</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Giocatori che contano</source>
        <translation>Players counted</translation>
    </message>
    <message>
        <source>Circoli</source>
        <translation>Clubs</translation>
    </message>
    <message>
        <source>Squadra</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Incontri</source>
        <translation>Matches</translation>
    </message>
    <message>
        <source>Punti incontro</source>
        <translation>Match points</translation>
    </message>
    <message>
        <source>Partite vinte</source>
        <translation>Games won</translation>
    </message>
    <message>
        <source>Punti fatti</source>
        <translation>Points scored</translation>
    </message>
    <message>
        <source>nome</source>
        <translation>name</translation>
    </message>
    <message>
        <source>giocatori in ordine di scacchiera, separati da virgole</source>
        <translation>players in board order, separated by commas</translation>
    </message>
    <message>
        <source>Squadra:</source>
        <translation>Team:</translation>
    </message>
    <message>
        <source>Giocatori:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <source>automatico (girone con poche squadre)</source>
        <translation>automatic (round robin with few teams)</translation>
    </message>
    <message>
        <source>italo-svizzero</source>
        <translation>Swiss (Italian)</translation>
    </message>
    <message>
        <source>girone all'italiana</source>
        <translation>round robin</translation>
    </message>
    <message>
        <source>come indicato dalla squadra</source>
        <translation>as given by the team</translation>
    </message>
    <message>
        <source>per rating</source>
        <translation>by rating</translation>
    </message>
    <message>
        <source>partite vinte, differenza, punti fatti</source>
        <translation>games won, spread, points scored</translation>
    </message>
    <message>
        <source>punti incontro, partite vinte, differenza</source>
        <translation>match points, games won, spread</translation>
    </message>
    <message>
        <source>Abbinamento:</source>
        <translation>Pairing:</translation>
    </message>
    <message>
        <source>Scacchiere:</source>
        <translation>Boards:</translation>
    </message>
    <message>
        <source>Scarto massimo per turno: {0} (i turni dopo usano l'ultimo)</source>
        <translation>Spread cap per round: {0} (later rounds use the last one)</translation>
    </message>
    <message>
        <source>{0}° assoluto</source>
        <translation>{0}. overall</translation>
    </message>
    <message>
        <source>{0}° {1}</source>
        <translation>{0}. {1}</translation>
    </message>
    <message>
        <source>Ordine della classifica: somma dei punteggi, poi numero di top trovati.</source>
        <translation>Standings order: total score, then number of tops found.</translation>
    </message>
    <message>
        <source>Ordine della classifica: {0}; a parità completa i premi dei posti in parità si sommano e si dividono in parti uguali tra i giocatori in parità (ex aequo, premio diviso).</source>
        <translation>Order of the standings: {0}; on a complete tie the prizes of the tied places are added up and split equally between the tied players (ex aequo, shared prize).</translation>
    </message>
    <message>
        <source>Ordine della classifica: {0}; a parità completa, rating e ordine d'iscrizione.</source>
        <translation>Standings order: {0}; when fully tied, rating and order of registration.</translation>
    </message>
    <message>
        <source>Premi cumulabili.</source>
        <translation>Prizes can be combined.</translation>
    </message>
    <message>
        <source>Un solo premio per giocatore (il più alto; quello lasciato passa al successivo).</source>
        <translation>One prize per player (the highest; the one left goes to the next player).</translation>
    </message>
    <message>
        <source>{0}; classifica per {1}</source>
        <translation>{0}; ranked by {1}</translation>
    </message>
    <message>
        <source>1 squadra</source>
        <translation>1 team</translation>
    </message>
    <message>
        <source>{0} squadre</source>
        <translation>{0} teams</translation>
    </message>
    <message>
        <source>A&amp;pplica</source>
        <translation>A&amp;pply</translation>
    </message>
    <message>
        <source>A&amp;ggiungi premio</source>
        <translation>A&amp;dd prize</translation>
    </message>
    <message>
        <source>Togli p&amp;remio</source>
        <translation>Remove p&amp;rize</translation>
    </message>
    <message>
        <source>Premi c&amp;umulabili (altrimenti un solo premio per giocatore)</source>
        <translation>C&amp;umulative prizes (otherwise one prize per player)</translation>
    </message>
    <message>
        <source>Salva gi&amp;ocatore</source>
        <translation>Save pla&amp;yer</translation>
    </message>
    <message>
        <source>A&amp;ggiungi categoria</source>
        <translation>A&amp;dd category</translation>
    </message>
    <message>
        <source>Togli &amp;categoria</source>
        <translation>Remove &amp;category</translation>
    </message>
    <message>
        <source>Salva il &amp;numero</source>
        <translation>Save the &amp;number</translation>
    </message>
    <message>
        <source>A&amp;ggiungi squadra</source>
        <translation>A&amp;dd team</translation>
    </message>
    <message>
        <source>Salva le &amp;opzioni</source>
        <translation>Save the &amp;options</translation>
    </message>
    <message>
        <source>Squadre</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Assoluto</source>
        <translation>Overall</translation>
    </message>
    <message>
        <source>fascia</source>
        <translation>band</translation>
    </message>
    <message>
        <source>libera</source>
        <translation>free</translation>
    </message>
    <message>
        <source>non assegnato</source>
        <translation>not awarded</translation>
    </message>
    <message>
        <source>{0} premi in tabella</source>
        <translation>{0} prizes in the table</translation>
    </message>
    <message>
        <source>1 premio in tabella</source>
        <translation>1 prize in the table</translation>
    </message>
    <message>
        <source>Nessuna squadra iscritta.</source>
        <translation>No team registered.</translation>
    </message>
    <message>
        <source>partite vinte</source>
        <translation>games won</translation>
    </message>
    <message>
        <source>punti incontro</source>
        <translation>match points</translation>
    </message>
    <message>
        <source>Premi cumulabili</source>
        <translation>Cumulative prizes</translation>
    </message>
    <message>
        <source>Premio diviso a parità</source>
        <translation>Prize shared on a tie</translation>
    </message>
    <message>
        <source>Giocatori per circolo</source>
        <translation>Players per club</translation>
    </message>
    <message>
        <source>Scarto massimo per partita</source>
        <translation>Maximum spread per game</translation>
    </message>
    <message>
        <source>Categorie del giocatore</source>
        <translation>Player's categories</translation>
    </message>
    <message>
        <source>Opzioni delle squadre</source>
        <translation>Team options</translation>
    </message>
</context>
<context>
    <name>ProjectorView</name>
    <message>
        <source>Duplicato — proiettore</source>
        <translation>Duplicate — projector</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Vista proiettore</source>
        <translation>Projector view</translation>
    </message>
    <message>
        <source>F11: schermo intero</source>
        <translation>F11: full screen</translation>
    </message>
    <message>
        <source>Turno {0}: abbinamenti</source>
        <translation>Round {0}: pairings</translation>
    </message>
    <message>
        <source>Abbinamenti non ancora pronti</source>
        <translation>Pairings not ready yet</translation>
    </message>
    <message>
        <source>Classifica dopo il turno {0}</source>
        <translation>Standings after round {0}</translation>
    </message>
<message><source>tavolo {0}, inizia</source><translation>table {0}, starts</translation></message><message><source>tavolo {0}</source><translation>table {0}</translation></message><message><source>riposo</source><translation>bye</translation></message></context>
<context>
    <name>ResultsPanel</name>
    <message>
        <source>Tavolo:</source>
        <translation>Table:</translation>
    </message>
    <message>
        <source>Vittoria a tav&amp;olino</source>
        <translation>Win by f&amp;orfeit</translation>
    </message>
    <message>
        <source>&amp;Cancella risultato</source>
        <translation>&amp;Clear result</translation>
    </message>
    <message>
        <source>Presente:</source>
        <translation>Present:</translation>
    </message>
    <message>
        <source>Ha iniziato l'altro giocatore (Ctrl+I)</source>
        <translation>The other player started (Ctrl+I)</translation>
    </message>
    <message>
        <source>Sconfitta per t&amp;empo…</source>
        <translation>Loss on ti&amp;me…</translation>
    </message>
    <message>
        <source>Importa ris&amp;ultati…</source>
        <translation>Import res&amp;ults…</translation>
    </message>
    <message>
        <source>Tavolo</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Inizia</source>
        <translation>Starts</translation>
    </message>
    <message>
        <source>Secondo</source>
        <translation>Second</translation>
    </message>
    <message>
        <source>Risultato</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>Turno {0}</source>
        <translation>Round {0}</translation>
    </message>
    <message>
        <source>riposo</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>Tavoli senza risultato: {0}</source>
        <translation>Tables without a result: {0}</translation>
    </message>
    <message>
        <source>Tutti i risultati inseriti.</source>
        <translation>All results entered.</translation>
    </message>
    <message>
        <source>nessuno (doppia assenza)</source>
        <translation>nobody (both absent)</translation>
    </message>
    <message>
        <source>'{0}' non è un numero: scrivere solo cifre</source>
        <translation>'{0}' is not a number: digits only</translation>
    </message>
    <message>
        <source>tavolo {0} inesistente nel turno {1}</source>
        <translation>table {0} does not exist in round {1}</translation>
    </message>
    <message>
        <source>scrivere il numero del tavolo</source>
        <translation>type the table number</translation>
    </message>
    <message>
        <source>Tav. {0} ha già il risultato {1}: nuovi punteggi lo sostituiscono</source>
        <translation>Table {0} already has the result {1}: new scores replace it</translation>
    </message>
    <message>
        <source>Conferma</source>
        <translation>Confirm</translation>
    </message>
    <message>
        <source>Il tavolo {0} ha già il risultato {1}.
Sostituirlo con {2}?</source>
        <translation>Table {0} already has the result {1}.
Replace it with {2}?</translation>
    </message>
    <message>
        <source>&amp;Sostituisci</source>
        <translation>&amp;Replace</translation>
    </message>
    <message>
        <source>Tav. {0}: {1}</source>
        <translation>Table {0}: {1}</translation>
    </message>
    <message>
        <source>Tav. {0}: pareggio {1}–{2}</source>
        <translation>Table {0}: draw {1}–{2}</translation>
    </message>
    <message>
        <source>Tav. {0}: vince {1} {2}–{3}</source>
        <translation>Table {0}: {1} wins {2}–{3}</translation>
    </message>
    <message>
        <source>tavolo '{0}' inesistente nel turno {1}</source>
        <translation>no table '{0}' in round {1}</translation>
    </message>
    <message>
        <source>servono i due punteggi (numeri interi non negativi)</source>
        <translation>both scores are needed (whole numbers, not negative)</translation>
    </message>
    <message>
        <source>Tav. {0}: risultato lasciato com'era</source>
        <translation>Table {0}: result left as it was</translation>
    </message>
    <message>
        <source>Tav. {0}: {1}–{2} è un punteggio insolito (sotto {3}, sopra {4} o scarto oltre {5}). Registrarlo comunque?</source>
        <translation>Table {0}: {1}–{2} is an unusual score (below {3}, above {4} or a difference over {5}). Record it anyway?</translation>
    </message>
    <message>
        <source>&amp;Registra</source>
        <translation>&amp;Record</translation>
    </message>
    <message>
        <source>Tav. {0}: punteggio da ricontrollare</source>
        <translation>Table {0}: score to check again</translation>
    </message>
    <message>
        <source>correzione</source>
        <translation>correction</translation>
    </message>
    <message>
        <source>risultato</source>
        <translation>result</translation>
    </message>
    <message>
        <source>{0} tav. {1} ({2}–{3})</source>
        <translation>{0} table {1} ({2}–{3})</translation>
    </message>
    <message>
        <source>scrivere prima il numero del tavolo</source>
        <translation>type the table number first</translation>
    </message>
    <message>
        <source>una vittoria a tavolino</source>
        <translation>a win by forfeit</translation>
    </message>
    <message>
        <source>vittoria a tavolino al tavolo {0}</source>
        <translation>forfeit at table {0}</translation>
    </message>
    <message>
        <source>scrivere prima il numero del tavolo (non un riposo)</source>
        <translation>type the table number first (not a bye)</translation>
    </message>
    <message>
        <source>una sconfitta per tempo</source>
        <translation>a loss on time</translation>
    </message>
    <message>
        <source>sconfitta per tempo al tavolo {0} ({1}–{2})</source>
        <translation>loss on time at table {0} ({1}–{2})</translation>
    </message>
    <message>
        <source>cancellazione del risultato del tavolo {0}</source>
        <translation>clearing the result of table {0}</translation>
    </message>
    <message>
        <source>Importa risultati</source>
        <translation>Import results</translation>
    </message>
    <message>
        <source>Elenchi (*.csv *.xlsx)</source>
        <translation>Lists (*.csv *.xlsx)</translation>
    </message>
    <message>
        <source>importazione dei risultati del turno {0}</source>
        <translation>import of the results of round {0}</translation>
    </message>
</context>
<context>
    <name>RoundsPanel</name>
    <message>
        <source>Turno:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <source>Abbina il turno su&amp;ccessivo</source>
        <translation>Pair the ne&amp;xt round</translation>
    </message>
    <message>
        <source>Scambia &amp;due giocatori</source>
        <translation>Swap two pla&amp;yers</translation>
    </message>
    <message>
        <source>Riabbina l'&amp;ultimo turno</source>
        <translation>Re-pair the last ro&amp;und</translation>
    </message>
    <message>
        <source>&amp;Elimina l'ultimo turno</source>
        <translation>&amp;Delete the last round</translation>
    </message>
    <message>
        <source>Per tavolo</source>
        <translation>By table</translation>
    </message>
    <message>
        <source>Per nome</source>
        <translation>By name</translation>
    </message>
    <message>
        <source>* può consultare le tabelle delle parole di 2 e 3 lettere durante il proprio turno</source>
        <translation>* may consult the tables of 2- and 3-letter words during their turn</translation>
    </message>
    <message>
        <source>Turno {0}</source>
        <translation>Round {0}</translation>
    </message>
    <message>
        <source>riposo</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>sì</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>abbinamento del turno {0}</source>
        <translation>pairing of round {0}</translation>
    </message>
    <message>
        <source>Abbinamento in corso…</source>
        <translation>Pairing…</translation>
    </message>
    <message>
        <source>Elimina turno</source>
        <translation>Delete round</translation>
    </message>
    <message>
        <source>Il turno {0} ha già dei risultati. Eliminarlo comunque?</source>
        <translation>Round {0} already has results. Delete it anyway?</translation>
    </message>
    <message>
        <source>eliminazione del turno {0}</source>
        <translation>deletion of round {0}</translation>
    </message>
    <message>
        <source>riabbinamento del turno {0}</source>
        <translation>re-pairing of round {0}</translation>
    </message>
    <message>
        <source>selezionare due giocatori (vista per nome) da scambiare</source>
        <translation>select two players (by-name view) to swap</translation>
    </message>
    <message>
        <source>Scambio</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Scambiare comunque?</source>
        <translation>Swap anyway?</translation>
    </message>
    <message>
        <source>scambio nel turno {0}</source>
        <translation>swap in round {0}</translation>
    </message>
<message><source>Tavolo</source><translation>Table</translation></message><message><source>Inizia</source><translation>Starts</translation></message><message><source>Secondo</source><translation>Second</translation></message><message><source>Risultato</source><translation>Result</translation></message><message><source>Giocatore</source><translation>Player</translation></message><message><source>Avversario</source><translation>Opponent</translation></message></context>
<context>
    <name>ScoresheetPanel</name>
    <message>
        <source>&amp;Carica</source>
        <translation>&amp;Load</translation>
    </message>
    <message>
        <source>Turno:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <source>Tavolo:</source>
        <translation>Table:</translation>
    </message>
    <message>
        <source>8F MICIO (minuscola = jolly)</source>
        <translation>8F MICIO (lowercase = blank)</translation>
    </message>
    <message>
        <source>punti</source>
        <translation>points</translation>
    </message>
    <message>
        <source>tessere?</source>
        <translation>tiles?</translation>
    </message>
    <message>
        <source>parole contestate (vuoto: la mossa)</source>
        <translation>challenged words (empty: the move)</translation>
    </message>
    <message>
        <source>Fine partita</source>
        <translation>End of game</translation>
    </message>
    <message>
        <source>tessere sul leggio</source>
        <translation>tiles on the rack</translation>
    </message>
    <message>
        <source>Leggii:</source>
        <translation>Racks:</translation>
    </message>
    <message>
        <source>Supplementare usato (s):</source>
        <translation>Supplementary time used (s):</translation>
    </message>
    <message>
        <source>Tempo base residuo (s):</source>
        <translation>Base time left (s):</translation>
    </message>
    <message>
        <source>nessuno</source>
        <translation>none</translation>
    </message>
    <message>
        <source>primo giocatore</source>
        <translation>first player</translation>
    </message>
    <message>
        <source>secondo giocatore</source>
        <translation>second player</translation>
    </message>
    <message>
        <source>Tempo esaurito:</source>
        <translation>Out of time:</translation>
    </message>
    <message>
        <source>Punteggi finali:</source>
        <translation>Final scores:</translation>
    </message>
    <message>
        <source>A&amp;pri file…</source>
        <translation>O&amp;pen file…</translation>
    </message>
    <message>
        <source>Salva f&amp;ile…</source>
        <translation>Save f&amp;ile…</translation>
    </message>
    <message>
        <source>A&amp;ggiungi</source>
        <translation>A&amp;dd</translation>
    </message>
    <message>
        <source>C&amp;ontestata</source>
        <translation>Chall&amp;enged</translation>
    </message>
    <message>
        <source>vali&amp;da</source>
        <translation>vali&amp;d</translation>
    </message>
    <message>
        <source>Togli l'ultimo tur&amp;no</source>
        <translation>Remove the last tur&amp;n</translation>
    </message>
    <message>
        <source>Invia il risultato al t&amp;urno</source>
        <translation>Send the result to the ro&amp;und</translation>
    </message>
    <message>
        <source>{0} (inizia) contro {1}</source>
        <translation>{0} (starts) against {1}</translation>
    </message>
    <message>
        <source>contestata: valida</source>
        <translation>challenged: valid</translation>
    </message>
    <message>
        <source>contestata: non valida</source>
        <translation>challenged: invalid</translation>
    </message>
    <message>
        <source>penalità {0}</source>
        <translation>penalty {0}</translation>
    </message>
    <message>
        <source>ritirata</source>
        <translation>withdrawn</translation>
    </message>
    <message>
        <source>cambio</source>
        <translation>exchange</translation>
    </message>
    <message>
        <source>cambio secco</source>
        <translation>blind exchange</translation>
    </message>
    <message>
        <source>passo</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>Apri formulario</source>
        <translation>Open scoresheet</translation>
    </message>
    <message>
        <source>Formulari (*.json *.gcg)</source>
        <translation>Scoresheets (*.json *.gcg)</translation>
    </message>
    <message>
        <source>Salva formulario</source>
        <translation>Save scoresheet</translation>
    </message>
    <message>
        <source>Conferma</source>
        <translation>Confirm</translation>
    </message>
    <message>
        <source>Il tavolo {0} del turno {1} ha già il risultato {2} – {3}.
Sostituirlo con quello del formulario ({4} – {5})?</source>
        <translation>Table {0} of round {1} already has the result {2} – {3}.
Replace it with the scoresheet's ({4} – {5})?</translation>
    </message>
    <message>
        <source>&amp;Sostituisci</source>
        <translation>&amp;Replace</translation>
    </message>
    <message>
        <source>Risultato del tavolo {0} lasciato com'era.</source>
        <translation>Result of table {0} left as it was.</translation>
    </message>
    <message>
        <source>Il formulario non arriva alla fine della partita (art. 39): {0} – {1} vale solo se la partita è stata interrotta. Inviarlo comunque?</source>
        <translation>The scoresheet does not reach the end of the game (art. 39): {0} – {1} only stands if the game was stopped. Send it anyway?</translation>
    </message>
    <message>
        <source>&amp;Invia</source>
        <translation>&amp;Send</translation>
    </message>
    <message>
        <source>Il formulario non è finito: il risultato non è stato inviato.</source>
        <translation>The scoresheet is not finished: the result was not sent.</translation>
    </message>
    <message>
        <source>formulario del tavolo {0}</source>
        <translation>scoresheet of table {0}</translation>
    </message>
    <message>
        <source>Risultato inviato al turno {0}, tavolo {1}.</source>
        <translation>Result sent to round {0}, table {1}.</translation>
    </message>
<message><source>N.</source><translation>No.</translation></message><message><source>Giocatore</source><translation>Player</translation></message><message><source>Mossa</source><translation>Move</translation></message><message><source>Dichiarati</source><translation>Declared</translation></message><message><source>Riconteggio</source><translation>Recount</translation></message><message><source>Totali</source><translation>Totals</translation></message><message><source>Note</source><translation>Notes</translation></message><message><source>Giocata</source><translation>Play</translation></message><message><source>Passo</source><translation>Pass</translation></message><message><source>Cambio</source><translation>Exchange</translation></message><message><source>Cambio secco</source><translation>Blind exchange</translation></message></context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Impostazioni del duplicato</source>
        <translation>Duplicate settings</translation>
    </message>
    <message>
        <source>Tempo per mossa (secondi)</source>
        <translation>Time per move (seconds)</translation>
    </message>
    <message>
        <source>Mosse per partita (0: fino a esaurimento)</source>
        <translation>Moves per game (0: until the tiles run out)</translation>
    </message>
    <message>
        <source>Vocali minime, prima fase</source>
        <translation>Minimum vowels, first stage</translation>
    </message>
    <message>
        <source>Consonanti minime, prima fase</source>
        <translation>Minimum consonants, first stage</translation>
    </message>
    <message>
        <source>La prima fase dura fino alla mossa (0: sempre)</source>
        <translation>The first stage lasts up to move (0: always)</translation>
    </message>
    <message>
        <source>Vocali minime, poi</source>
        <translation>Minimum vowels, then</translation>
    </message>
    <message>
        <source>Consonanti minime, poi</source>
        <translation>Minimum consonants, then</translation>
    </message>
    <message>
        <source>Bonus del solitario (0: nessuno)</source>
        <translation>Solo bonus (0: none)</translation>
    </message>
    <message>
        <source>… con almeno giocatori</source>
        <translation>… with at least players</translation>
    </message>
    <message>
        <source>Punti tolti per avvertimento (0: nessuno)</source>
        <translation>Points taken per warning (0: none)</translation>
    </message>
    <message>
        <source>… dall'avvertimento n. (nella partita)</source>
        <translation>… from warning no. (in the game)</translation>
    </message>
    <message>
        <source>Valori &amp;francesi (solitario +10, −5 dal 3° avv.)</source>
        <translation>&amp;French values (solo +10, −5 from the 3rd warning)</translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message>
        <source>Classifica</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Tabellone a eliminazione</source>
        <translation>Knockout bracket</translation>
    </message>
    <message>
        <source>Classifica provvisoria: turno {0} in corso, risultati inseriti finora</source>
        <translation>Provisional standings: round {0} in progress, results entered so far</translation>
    </message>
    <message>
        <source>Classifica dopo il turno {0}</source>
        <translation>Standings after round {0}</translation>
    </message>
</context>
<context>
    <name>TimeLossDialog</name>
    <message>
        <source>Sconfitta per tempo</source>
        <translation>Loss on time</translation>
    </message>
    <message>
        <source>bandierina caduta (&amp;{0})</source>
        <translation>flag fell (&amp;{0})</translation>
    </message>
    <message>
        <source>Punteggio a fine gioco</source>
        <translation>Score at the end of play</translation>
    </message>
    <message>
        <source>Tessere sul leggio (? = jolly)</source>
        <translation>Tiles on the rack (? = blank)</translation>
    </message>
    <message>
        <source>Tempo supplementare usato (s)</source>
        <translation>Supplementary time used (s)</translation>
    </message>
    <message>
        <source>Tempo base residuo (s)</source>
        <translation>Base time left (s)</translation>
    </message>
    <message>
        <source>Tempo esaurito</source>
        <translation>Out of time</translation>
    </message>
    <message>
        <source>Profilo: {0}</source>
        <translation>Profile: {0}</translation>
    </message>
    <message>
        <source>Punteggi che saranno registrati:</source>
        <translation>Scores that will be recorded:</translation>
    </message>
    <message>
        <source>Conferma</source>
        <translation>Confirm</translation>
    </message>
    <message>
        <source>Annulla</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>1 punto</source>
        <translation>1 point</translation>
    </message>
    <message>
        <source>{0} punti</source>
        <translation>{0} points</translation>
    </message>
    <message>
        <source>lo sconfitto finisce sotto il vincitore di {0} o della differenza più {1} per minuto di tempo base rimasto al vincitore, se di più (art. 40, regolamento 2008)</source>
        <translation>the loser ends {0} below the winner, or the difference plus {1} per minute of base time left to the winner if more (art. 40, 2008 rules)</translation>
    </message>
    <message>
        <source>se chi ha esaurito il tempo è ancora pari o avanti, finisce {0} sotto il vincitore; altrimenti i punteggi restano (art. 37)</source>
        <translation>if the player out of time is still level or ahead, they end {0} below the winner; otherwise the scores stand (art. 37)</translation>
    </message>
    <message>
        <source>Calcolo: leggii −{0} / −{1} (art. 40), tempo supplementare −{2} / −{3}; poi {4}.</source>
        <translation>Computation: racks −{0} / −{1} (art. 40), supplementary time −{2} / −{3}; then {4}.</translation>
    </message>
    <message>
        <source>Indicare chi ha esaurito il tempo.</source>
        <translation>Say who ran out of time.</translation>
    </message>
</context>
<context>
    <name>WithdrawDialog</name>
    <message>
        <source>Ritiro</source>
        <extracomment>Called with the fields on OK; an error is shown here and the dialog stays open.</extracomment>
        <translation>Withdrawal</translation>
    </message>
    <message>
        <source>Ritirare {0} dal torneo?</source>
        <translation>Withdraw {0} from the tournament?</translation>
    </message>
    <message>
        <source>Non gioca più dal &amp;turno:</source>
        <translation>No longer plays from &amp;round:</translation>
    </message>
    <message>
        <source>Ritira</source>
        <translation>Withdraw</translation>
    </message>
    <message>
        <source>Annulla</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>_GeneralPage</name>
    <message>
        <source>Torneo</source>
        <extracomment>Tie-break criteria offered, in the standings core's own keys (domain.md §7). Numbers of a rule profile the director may edit in the wizard (field, Italian label, max).</extracomment>
        <translation>Tournament</translation>
    </message>
    <message>
        <source>Nome, luogo, date e file del torneo.</source>
        <translation>Name, place, dates and file of the tournament.</translation>
    </message>
    <message>
        <source>Sfo&amp;glia…</source>
        <translation>Bro&amp;wse…</translation>
    </message>
    <message>
        <source>&amp;Dal:</source>
        <translation>&amp;From:</translation>
    </message>
    <message>
        <source>N&amp;ome:</source>
        <translation>N&amp;ame:</translation>
    </message>
    <message>
        <source>L&amp;uogo:</source>
        <translation>&amp;Place:</translation>
    </message>
    <message>
        <source>A&amp;l:</source>
        <translation>&amp;To:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>File:</translation>
    </message>
    <message>
        <source>File del torneo</source>
        <translation>Tournament file</translation>
    </message>
    <message>
        <source>Tornei (*.figs)</source>
        <translation>Tournaments (*.figs)</translation>
    </message>
    <message>
        <source>Il nome del torneo è obbligatorio.</source>
        <translation>The tournament's name is required.</translation>
    </message>
    <message>
        <source>La data di fine precede quella di inizio.</source>
        <translation>The end date is before the start date.</translation>
    </message>
    <message>
        <source>Cartella mancante</source>
        <translation>Missing folder</translation>
    </message>
    <message>
        <source>La cartella {0} non esiste. Crearla?</source>
        <translation>The folder {0} does not exist. Create it?</translation>
    </message>
    <message>
        <source>&amp;Crea la cartella</source>
        <translation>&amp;Create the folder</translation>
    </message>
    <message>
        <source>Scegliere una cartella esistente per il file.</source>
        <translation>Choose an existing folder for the file.</translation>
    </message>
</context>
<context>
    <name>_ResultsPage</name>
    <message>
        <source>Spareggi, riposi e vittorie a tavolino</source>
        <translation>Tie-breaks, byes and forfeits</translation>
    </message>
    <message>
        <source>Personalizzato</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>Spareggi:</source>
        <translation>Tie-breaks:</translation>
    </message>
    <message>
        <source>Ordine degli spareggi (trascinare per riordinare):</source>
        <translation>Order of the tie-breaks (drag to reorder):</translation>
    </message>
    <message>
        <source>Scarto del riposo (punti):</source>
        <translation>Spread of a bye (points):</translation>
    </message>
    <message>
        <source>Scarto della vittoria a tavolino (punti):</source>
        <translation>Spread of a forfeit win (points):</translation>
    </message>
<message><source>Punti</source><translation>Points</translation></message><message><source>Vittorie</source><translation>Wins</translation></message><message><source>Buchholz</source><translation>Buchholz</translation></message><message><source>Buchholz totale</source><translation>Full Buchholz</translation></message><message><source>Differenza</source><translation>Spread</translation></message><message><source>Punti fatti</source><translation>Points scored</translation></message><message><source>Punti subiti</source><translation>Points against</translation></message><message><source>Media punti</source><translation>Average score</translation></message></context>
<context>
    <name>_RolesPage</name>
    <message>
        <source>Direzione di gara</source>
        <translation>Tournament officials</translation>
    </message>
    <message>
        <source>Il collegio di supporto decide quando l'arbitro gioca la partita (art. 45).</source>
        <translation>The support panel rules when the arbiter plays in the game (art. 45).</translation>
    </message>
    <message>
        <source>Direttore di gara:</source>
        <translation>Tournament director:</translation>
    </message>
    <message>
        <source>Arbitro:</source>
        <translation>Arbiter:</translation>
    </message>
    <message>
        <source>Collegio di supporto {0}:</source>
        <translation>Support panel {0}:</translation>
    </message>
</context>
<context>
    <name>_RulesPage</name>
    <message>
        <source>Regole</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Profilo delle regole; ogni numero si può modificare.</source>
        <translation>Rule profile; every number can be changed.</translation>
    </message>
    <message>
        <source>P&amp;rofilo:</source>
        <translation>P&amp;rofile:</translation>
    </message>
    <message>
        <source>Fonte: {0}</source>
        <translation>Source: {0}</translation>
    </message>
<message><source>Tempo base (minuti)</source><translation>Base time (minutes)</translation></message><message><source>Tempo supplementare (minuti)</source><translation>Supplementary time (minutes)</translation></message><message><source>Penalità tempo supplementare (punti)</source><translation>Supplementary time penalty (points)</translation></message><message><source>Penalità a tempo esaurito (punti)</source><translation>Penalty when out of time (points)</translation></message><message><source>Scarto convenzionale (punti)</source><translation>Conventional margin (points)</translation></message><message><source>Punti per minuto base residuo (M1)</source><translation>Points per minute of base time left (M1)</translation></message><message><source>Durata massima della partita (minuti, 0 = nessuna)</source><translation>Maximum game length (minutes, 0 = none)</translation></message></context>
<context>
    <name>_SystemPage</name>
    <message>
        <source>Sistema e fasi</source>
        <translation>System and phases</translation>
    </message>
    <message>
        <source>Italo-svizzero</source>
        <translation>Italian Swiss</translation>
    </message>
    <message>
        <source>Girone all'italiana</source>
        <translation>Round robin</translation>
    </message>
    <message>
        <source>Girone all'italiana doppio</source>
        <translation>Double round robin</translation>
    </message>
    <message>
        <source>Eliminazione diretta</source>
        <translation>Knockout</translation>
    </message>
    <message>
        <source>Eliminazione a gruppi (vincenti con vincenti)</source>
        <translation>Group elimination (winners play winners)</translation>
    </message>
    <message>
        <source>Gara a squadre o a coppie</source>
        <translation>Team or pairs event</translation>
    </message>
    <message>
        <source>Duplicato</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <source>nessuna</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Formula campionato: dopo i turni svizzeri i primi k giocano a eliminazione.</source>
        <translation>Championship format: after the Swiss rounds the top k play a knockout.</translation>
    </message>
    <message>
        <source>Finale per il ter&amp;zo posto</source>
        <translation>&amp;Third-place final</translation>
    </message>
    <message>
        <source>S&amp;istema:</source>
        <translation>S&amp;ystem:</translation>
    </message>
    <message>
        <source>come prevede il sistema</source>
        <translation>as the system provides</translation>
    </message>
    <message>
        <source>sorteggio (seme registrato)</source>
        <translation>random draw (seed recorded)</translation>
    </message>
    <message>
        <source>per rating</source>
        <translation>by rating</translation>
    </message>
    <message>
        <source>&amp;Turni:</source>
        <translation>&amp;Rounds:</translation>
    </message>
    <message>
        <source>Fase finale (primi k):</source>
        <translation>Final phase (top k):</translation>
    </message>
    <message>
        <source>Primo turno / numeri del girone:</source>
        <translation>Round 1 / round-robin numbers:</translation>
    </message>
    <message>
        <source>Liste di parole di 2 e 3 lettere fino al rating:</source>
        <translation>2- and 3-letter word lists up to rating:</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <source>Abbinamenti per tavolo</source>
        <extracomment>The reports service's documents with their Italian names and formats.</extracomment>
        <translation>Pairings by table</translation>
    </message>
    <message>
        <source>Abbinamenti per nome</source>
        <translation>Pairings by name</translation>
    </message>
    <message>
        <source>Risultati del turno</source>
        <translation>Round results</translation>
    </message>
    <message>
        <source>Classifica</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Tabellone incrociato</source>
        <translation>Crosstable</translation>
    </message>
    <message>
        <source>Cartellini dei giocatori</source>
        <translation>Player scorecards</translation>
    </message>
    <message>
        <source>Formulari in bianco</source>
        <translation>Blank scoresheets</translation>
    </message>
    <message>
        <source>Parole di 2 e 3 lettere</source>
        <translation>2- and 3-letter words</translation>
    </message>
    <message>
        <source>Contestazioni</source>
        <translation>Challenge rulings</translation>
    </message>
    <message>
        <source>Registro delle modifiche</source>
        <translation>Audit log</translation>
    </message>
    <message>
        <source>Esportazione per la federazione</source>
        <translation>Export for the federation</translation>
    </message>
    <message>
        <source>Elenco dei premi</source>
        <translation>Prize list</translation>
    </message>
    <message>
        <source>Classifica finale con i premi</source>
        <translation>Final standings with prizes</translation>
    </message>
    <message>
        <source>Classifiche per categoria</source>
        <translation>Standings per category</translation>
    </message>
    <message>
        <source>Classifica per circoli</source>
        <translation>Club standings</translation>
    </message>
    <message>
        <source>Abbinamenti a squadre</source>
        <translation>Team pairings</translation>
    </message>
    <message>
        <source>Risultati a squadre</source>
        <translation>Team results</translation>
    </message>
    <message>
        <source>Classifica a squadre</source>
        <translation>Team standings</translation>
    </message>
    <message>
        <source>Elenco iscritti</source>
        <translation>List of entrants</translation>
    </message>
    <message>
        <source>Statistiche</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Cartellini dei risultati</source>
        <translation>Result slips</translation>
    </message>
    <message>
        <source>Tabellone a eliminazione diretta</source>
        <translation>Knockout bracket</translation>
    </message>
    <message>
        <source>Duplicato: partita di riferimento</source>
        <translation>Duplicate: master game</translation>
    </message>
    <message>
        <source>Duplicato: classifica</source>
        <translation>Duplicate: standings</translation>
    </message>
    <message>
        <source>Duplicato: schede dei giocatori</source>
        <translation>Duplicate: player sheets</translation>
    </message>
    <message>
        <source>Stampe non disponibili</source>
        <translation>Printouts not available</translation>
    </message>
    <message>
        <source>Il servizio delle stampe non è installato.</source>
        <translation>The reports service is not installed.</translation>
    </message>
    <message>
        <source>File TSH (.t)…</source>
        <translation>TSH file (.t)…</translation>
    </message>
</context>
<context>
    <name>file_dialogs</name>
    <message>
        <source>Cartella</source>
        <extracomment>Companion files of an open SQLite database: never listed.</extracomment>
        <translation>Folder</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>File {0}</source>
        <translation>{0} file</translation>
    </message>
    <message>
        <source>Cerca in:</source>
        <translation>Look in:</translation>
    </message>
    <message>
        <source>Tipo di file:</source>
        <translation>Files of type:</translation>
    </message>
    <message>
        <source>Nome del file:</source>
        <translation>File name:</translation>
    </message>
</context>
<context>
    <name>parent</name>
    <message>
        <source>nessun programma associato ({0})</source>
        <extracomment>The command that opens a file (the path is appended). ``None``: the system's (``xdg-open`` on Linux and BSD, ``open`` on macOS, the shell association on Windows). Tests set their own. An opener still running after this long has handed the file to a program that stays in the foreground (a generic ``xdg-open`` waits for the viewer): taken as done.</extracomment>
        <translation>no program associated ({0})</translation>
    </message>
    <message>
        <source>{0} ha risposto con il codice {1}: nessun programma lo ha aperto</source>
        <translation>{0} answered with code {1}: no program opened it</translation>
    </message>
    <message>
        <source>{0} non è installato</source>
        <translation>{0} is not installed</translation>
    </message>
    <message>
        <source>Il file non è stato aperto: {0}</source>
        <translation>The file was not opened: {0}</translation>
    </message>
</context>
<context>
    <name>printing</name>
    <message>
        <source>Stampa &amp;abbinamenti</source>
        <extracomment>The one-action printouts: (document, menu text, shortcut).</extracomment>
        <translation>Print p&amp;airings</translation>
    </message>
    <message>
        <source>Stampa &amp;classifica</source>
        <translation>Print &amp;standings</translation>
    </message>
    <message>
        <source>Stampa &amp;risultati del turno</source>
        <translation>Print the round's &amp;results</translation>
    </message>
    <message>
        <source>Abbinamenti</source>
        <extracomment>How the status line names each printout (the round follows).</extracomment>
        <translation>Pairings</translation>
    </message>
    <message>
        <source>Classifica</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Risultati</source>
        <translation>Results</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>Esporta in TSH</source>
        <translation>Export to TSH</translation>
    </message>
    <message>
        <source>File TSH (*.t)</source>
        <translation>TSH files (*.t)</translation>
    </message>
    <message>
        <source>Salvato: {0} ({1})</source>
        <translation>Saved: {0} ({1})</translation>
    </message>
    <message>
        <source>1 giocatore</source>
        <translation>1 player</translation>
    </message>
    <message>
        <source>{0} giocatori</source>
        <translation>{0} players</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Excel (*.xlsx)</source>
        <translation>Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Salva la stampa</source>
        <translation>Save the printout</translation>
    </message>
    <message>
        <source>Sostituire il file?</source>
        <translation>Replace the file?</translation>
    </message>
    <message>
        <source>Il file {0} esiste già. Sostituirlo?</source>
        <translation>The file {0} already exists. Replace it?</translation>
    </message>
    <message>
        <source>Salvato: {0} in {1}</source>
        <translation>Saved: {0} in {1}</translation>
    </message>
    <message>
        <source>Stampa salvata</source>
        <translation>Printout saved</translation>
    </message>
    <message>
        <source>File salvato: {0}
Aprirlo ora?</source>
        <translation>File saved: {0}
Open it now?</translation>
    </message>
    <message>
        <source>{0}: aperto ({1})</source>
        <translation>{0}: opened ({1})</translation>
    </message>
    <message>
        <source>Preparazione della stampa…</source>
        <translation>Preparing the printout…</translation>
    </message>
    <message>
        <source>&amp;Salva una copia…</source>
        <translation>&amp;Save a copy…</translation>
    </message>
    <message>
        <source>Copia completa e verificata del torneo, da conservare o portare altrove</source>
        <translation>Complete, checked copy of the tournament, to keep or take elsewhere</translation>
    </message>
    <message>
        <source>Salva una copia</source>
        <translation>Save a copy</translation>
    </message>
    <message>
        <source>Torneo (*.figs)</source>
        <translation>Tournament (*.figs)</translation>
    </message>
    <message>
        <source>Copia salvata e verificata: {0}</source>
        <translation>Copy saved and checked: {0}</translation>
    </message>
    <message>
        <source>{0}, turno {1}</source>
        <extracomment>Italian file names proposed for each document (the round is added where it matters). Documents whose proposed name carries the round shown.</extracomment>
        <translation>{0}, round {1}</translation>
    </message>
    <message>
        <source>{0}: apertura nel visualizzatore PDF…</source>
        <translation>{0}: opening in the PDF viewer…</translation>
    </message>
    <message>
        <source>{0}: nel visualizzatore PDF per la stampa ({1})</source>
        <translation>{0}: in the PDF viewer for printing ({1})</translation>
    </message>
    <message>
        <source>Archivio &amp;federale…</source>
        <translation>&amp;Federation archive…</translation>
    </message>
</context>
<context><name>EventKind</name><message><source>Torneo di duplicato: non ci sono turni da abbinare (le mosse si giocano dalla scheda Duplicato)</source><translation>Duplicate event: there are no rounds to pair (the moves are played on the Duplicate tab)</translation></message><message><source>Torneo di duplicato: il proiettore è nella scheda Duplicato</source><translation>Duplicate event: the projector is on the Duplicate tab</translation></message><message><source>duplicato</source><translation>duplicate</translation></message><message><source>1 giocatore</source><translation>1 player</translation></message><message><source>{0} giocatori</source><translation>{0} players</translation></message><message><source>partita {0} finita dopo {1} mosse</source><translation>game {0} finished after {1} moves</translation></message><message><source>partita {0}, mossa {1}</source><translation>game {0}, move {1}</translation></message><message><source>partita {0}, nessuna mossa estratta</source><translation>game {0}, no move drawn</translation></message><message><source>{0}: duplicato, {1}, nessuna partita iniziata</source><translation>{0}: duplicate, {1}, no game started</translation></message><message><source>{0}: duplicato, {1}, {2}</source><translation>{0}: duplicate, {1}, {2}</translation></message><message><source>Torneo di duplicato: il proiettore è nella scheda Duplicato</source><translation>Duplicate event: the projector is on the Duplicate tab</translation></message><message><source>1 giocatore</source><translation>1 player</translation></message><message><source>{0} giocatori</source><translation>{0} players</translation></message><message><source>{0}: duplicato, {1}, nessuna partita iniziata</source><translation>{0}: duplicate, {1}, no game started</translation></message><message><source>partita {0} finita dopo {1}</source><translation>game {0} finished after {1}</translation></message><message><source>1 mossa</source><translation>1 move</translation></message><message><source>{0} mosse</source><translation>{0} moves</translation></message><message><source>partita {0}, nessuna mossa estratta</source><translation>game {0}, no move drawn</translation></message><message><source>partita {0}, mossa {1}</source><translation>game {0}, move {1}</translation></message><message><source>{0}: duplicato, {1}, {2}</source><translation>{0}: duplicate, {1}, {2}</translation></message></context><context><name>PlayersModel</name><message><source>N.</source><translation>No.</translation></message><message><source>Cognome</source><translation>Surname</translation></message><message><source>Nome</source><translation>Given name</translation></message><message><source>Circolo</source><translation>Club</translation></message><message><source>Rating</source><translation>Rating</translation></message><message><source>Tessera</source><translation>Membership no.</translation></message><message><source>Stato</source><translation>Status</translation></message><message><source>in gara</source><translation>playing</translation></message><message><source>ritirato dal turno {0}</source><translation>withdrawn from round {0}</translation></message><message><source>dal turno {0}</source><translation>from round {0}</translation></message></context><context><name>StandingsModel</name><message><source>Pos.</source><translation>Rank</translation></message><message><source>Giocatore</source><translation>Player</translation></message><message><source>Partite</source><translation>Games</translation></message><message><source>Punti</source><translation>Points</translation></message><message><source>Vittorie</source><translation>Wins</translation></message><message><source>Buchholz</source><translation>Buchholz</translation></message><message><source>Buchholz totale</source><translation>Full Buchholz</translation></message><message><source>Differenza</source><translation>Spread</translation></message><message><source>Punti fatti</source><translation>Points scored</translation></message><message><source>Punti subiti</source><translation>Points against</translation></message><message><source>Media punti</source><translation>Average score</translation></message><message><source>Var. rating (non uff.)</source><translation>Rating change (unofficial)</translation></message></context><context><name>BoardWidget</name><message><source>PT</source><translation>TW</translation></message><message><source>PD</source><translation>DW</translation></message><message><source>LT</source><translation>TL</translation></message><message><source>LD</source><translation>DL</translation></message></context><context><name>profiles</name><message><source>FIGS 2008 — 22 min + 3 min supplementari, 20 punti al minuto o frazione</source><translation>FIGS 2008 — 22 min + 3 min overtime, 20 points per minute or part of it</translation></message><message><source>FIGS — 25 min + 1 min supplementare, penalità 30 punti (50 a tempo esaurito)</source><translation>FIGS — 25 min + 1 min overtime, penalty 30 points (50 when time runs out)</translation></message><message><source>Circolo — 22 min + 3 min supplementari, 10 punti al minuto o frazione</source><translation>Club — 22 min + 3 min overtime, 10 points per minute or part of it</translation></message></context><context><name>errors</name><message><source>elemento non trovato: {0}</source><translation>item not found: {0}</translation></message><message><source>errore interno ({0}): {1}. Il lavoro già salvato non è perso.</source><translation>internal error ({0}): {1}. Work already saved is not lost.</translation></message><message><source>Errore</source><translation>Error</translation></message><message><source>Ricaricare per vedere i dati come sono ora?</source><translation>Reload to see the data as they are now?</translation></message><message><source>&amp;Ricarica</source><translation>&amp;Reload</translation></message></context><context><name>publish</name><message><source>Avvia pagina live…</source><translation>Start live page…</translation></message><message><source>Avvia con risultati dai &amp;telefoni…</source><translation>Start with results from &amp;phones…</translation></message><message><source>Ferma pagina live</source><translation>Stop live page</translation></message><message><source>Esporta sito…</source><translation>Export site…</translation></message><message><source>Pagina live: indirizzo e codice QR…</source><translation>Live page: address and QR code…</translation></message><message><source>Avvia pagina live…</source><translation>Start live page…</translation></message><message><source>Pagina live</source><translation>Live page</translation></message><message><source>Codice QR della pagina live</source><translation>QR code of the live page</translation></message><message><source>Proiettore: {0}proiettore</source><translation>Projector: {0}proiettore</translation></message><message><source>&amp;Apri nel browser</source><translation>&amp;Open in the browser</translation></message><message><source>&amp;Salva manifesto QR…</source><translation>&amp;Save QR poster…</translation></message><message><source>&amp;Ferma</source><translation>&amp;Stop</translation></message><message><source>PDF (*.pdf)</source><translation>PDF (*.pdf)</translation></message><message><source>Salva il manifesto</source><translation>Save the poster</translation></message><message><source>Salvato: {0}</source><translation>Saved: {0}</translation></message><message><source>nessuna porta libera</source><translation>no free port</translation></message><message><source>Pagina live: {0}</source><translation>Live page: {0}</translation></message><message><source>Pagina live fermata</source><translation>Live page stopped</translation></message><message><source>Cartella del sito</source><translation>Site folder</translation></message><message><source>Sito scritto in {0}: {1} file nuovi o cambiati, {2} invariati</source><translation>Site written to {0}: {1} files new or changed, {2} unchanged</translation></message><message><source>Scrittura del sito…</source><translation>Writing the site…</translation></message></context><context><name>reports</name><message><source>Segnalazioni dai telefoni</source><translation>Reports from the phones</translation></message><message><source>Partita / n.</source><translation>Game / no.</translation></message><message><source>Giocatore</source><translation>Player</translation></message><message><source>Punteggi</source><translation>Scores</translation></message><message><source>Motivo</source><translation>Reason</translation></message><message><source>&amp;Accogli</source><translation>&amp;Accept</translation></message><message><source>Res&amp;pingi</source><translation>Re&amp;ject</translation></message><message><source>Turno {0}, tavolo {1}</source><translation>Round {0}, table {1}</translation></message><message><source>Segnalazioni: {0}</source><translation>Reports: {0}</translation></message><message><source>Accogli la segnalazione n. {0}</source><translation>Accept report no. {0}</translation></message><message><source>Respingi la segnalazione n. {0}</source><translation>Reject report no. {0}</translation></message></context></TS>