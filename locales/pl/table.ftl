### Skald — stół: poczekalnia, uprawnienia, limity czasu i odmowy (polski).
### Te same identyfikatory co w locales/en/table.ftl. $name to zawsze imię gracza
### (dowolna płeć): piszemy w czasie teraźniejszym albo z dwukropkiem, bez form rodzajowych.

## Poczekalnia

lobby-title = { $game } — nowy stół
lobby-created = { $name } zaprasza do stołu. Dołącz komendą /{ $root } join.
lobby-host = Stół prowadzi: { $name }
lobby-seat-human = Miejsce { $seat }: { $name }
lobby-seat-human--you = Miejsce { $seat }: ty
lobby-seat-bot = Miejsce { $seat }: { $name } (bot)
lobby-seat-bot-random = Miejsce { $seat }: { $name } (bot losowy)
lobby-seat-bot-hard = Miejsce { $seat }: { $name } (trudny bot: myśli naprzód)
lobby-language = Język: { $lang }
lobby-pace-live = Tempo: na żywo — wszyscy grają teraz; kogo stół wyczekuje dłużej niż { $minutes } min, tego woła po imieniu
lobby-pace-async = Tempo: korespondencyjne — { $time } na ruch, potem { $deadline }; każdy dostaje powiadomienie, gdy przyjdzie jego kolej
duration-hours = { $hours } godz.
duration-minutes = { $minutes } min
duration-hours-minutes = { $hours } godz. { $minutes } min
language-en = angielski
language-pl = polski
lobby-variant = Wariant: { $variant }
lobby-help = Gospodarz rozpoczyna grę, gdy przy stole { $min ->
    [one] zajęte jest co najmniej { $min } miejsce
    [few] zajęte są co najmniej { $min } miejsca
    [many] zajętych jest co najmniej { $min } miejsc
   *[other] zajęte jest co najmniej { $min } miejsca
} (boty też się liczą).
lobby-joined = { $name } siada do stołu.
lobby-left = { $name } odchodzi od stołu.
lobby-kicked = { $name } musi opuścić stół na prośbę gospodarza.
lobby-bot-added = Bot { $name } zajmuje miejsce przy stole.
lobby-bot-removed = Bot { $name } odchodzi od stołu.
lobby-settings-changed = Ustawienia stołu się zmieniły.
lobby-seat-choice = { $seat } — { $choice }
lobby-seat-choice-typed = { $value }
lobby-seat-chosen = { $name } wybiera: { $choice }.

deadline-mode-off = nic się nie dzieje
deadline-mode-advisory = przypomnienie
deadline-mode-auto = zagrany zostaje ruch domyślny

## Prowadzenie stołu

game-started = Gra się zaczyna!
table-abandoned = Ta gra została przerwana.
table-abandoned-by = { $name } kończy grę przed czasem. Przy tym stole nic więcej się już nie wydarzy.
table-kicked = { $name } wypada z gry — od teraz to miejsce zajmuje bot.
table-replaced = Zmiana przy stole: { $name } → bot.
table-new-host = Od teraz stół prowadzi { $name }.
secret-title = Tylko dla ciebie
lang-set = Twój język został ustawiony.
player-name = { $name }
player-name--you = ty

## Limity czasu

deadline-half = { $name }, minęła już połowa czasu na tę decyzję.
deadline-passed = { $name }, czas na tę decyzję minął — stół na ciebie czeka.
deadline-default = { $name }: czas minął. Ruch domyślny: { $action }
deadline-default-yours = Czas na twoją decyzję minął, więc wykonano za ciebie: { $action }

## Odmowy

error-no-table = Na tym kanale nie ma jeszcze stołu. Załóż go komendą { $commands }.
error-table-gone = Ta gra już się skończyła albo nie istnieje, więc jej przyciski nic już nie robią.
error-table-exists = Na tym kanale jest już stół do gry „{ $game }”. Dokończcie ją albo przerwijcie poleceniem /{ $root } abandon, zanim założycie następny.
error-table-exists-any = Na tym kanale jest już stół. Najpierw dokończ albo przerwij tamtą grę.
error-other-game = Przy stole na tym kanale toczy się gra „{ $game }”: używaj tu poleceń /{ $root }.
error-not-seated = Nie siedzisz przy tym stole.
error-nothing-to-undo = Nie masz teraz ruchu do cofnięcia: ruchy można cofać, dopóki nie zakończysz fazy albo nie padnie rzut kością.
error-already-seated = Masz już miejsce przy tym stole.
error-table-full = Przy stole nie ma już wolnych miejsc.
error-not-host = Może to zrobić tylko gospodarz stołu albo ktoś z uprawnieniem do zarządzania kanałem.
error-not-in-lobby = Gra już się rozpoczęła.
error-not-running = Przy tym stole nie toczy się żadna gra.
error-too-few-seats = { $min ->
    [one] Do rozpoczęcia gry potrzeba co najmniej jednego zajętego miejsca.
    [few] Do rozpoczęcia gry potrzeba co najmniej { $min } zajętych miejsc.
   *[other] Do rozpoczęcia gry potrzeba co najmniej { $min } zajętych miejsc.
}
error-no-such-seat = Nie ma takiego miejsca.
error-not-a-bot = Na tym miejscu nie siedzi bot.
error-no-hard-bot = Ta gra nie ma jeszcze trudnego bota; dodaj zwykłego.
error-not-a-person = Na tym miejscu nie siedzi człowiek.
error-not-your-seat = Ten wybór należy do innego gracza.
error-stale = Od tamtej wiadomości sytuacja na planszy się zmieniła — użyj najnowszej.
error-bad-option = Nie ma ustawienia { $key } = { $value }. Możliwe: { $allowed }.
error-no-seat-choices = W tej grze nie ma nic do wybrania dla twojego miejsca.
error-bad-seat-choice = Nie ma takiego wyboru dla miejsca: { $key } = { $value }. Możliwe: { $allowed }.
error-seat-choice-taken = Ten wybór jest już zajęty ({ $name }: { $choice }). Wybierz coś innego.
error-no-such-choice = Ta opcja nie jest już dostępna.
error-host-cannot-leave = Gospodarz nie może odejść od stołu. Przekaż komuś rolę gospodarza albo przerwij grę.
error-cannot-leave-running = Nie możesz opuścić trwającej gry; gospodarz może oddać twoje miejsce botowi.
error-unavailable = Stół jest przez chwilę poza zasięgiem, więc nic się nie zmieniło. Spróbuj ponownie za kilka sekund.
error-internal = Coś poszło nie tak po naszej stronie. Przepraszamy — spróbuj ponownie za chwilę.

## Terminal

cli-resume = Stół { $table } wraca do gry tam, gdzie się zatrzymał.
cli-help = Wpisz numer, aby wybrać; h — twoja ręka, b — plansza, q — koniec (gra zostaje zapisana).
cli-help-pick = Kilka naraz: r i ich numery (np. r 1 3 przerzuca te kości).
cli-help-undo = u cofa twój ostatni ruch.
cli-picture = 🖼 Plansza narysowana w pliku { $path }
cli-saved = Gra jest zapisana; uruchom to samo polecenie jeszcze raz, by grać dalej.
cli-unknown-input = Nie ma takiej opcji do wyboru.
render-seat = Miejsce { $seat }
picture-alt = Plansza na obrazku: { $what }

## Dziennik

log-title = Ostatnie ruchy
log-line = { $name }: { $action }
log-empty = Jeszcze nikt nie wykonał ruchu.

## Żywe wiadomości
turn-title = Gra
turn-waiting = ⏳ { $what }
turn-folded = ✔️ Ta faza się skończyła: { $count ->
        [one] zwinięto { $count } wcześniejszy wiersz
        [few] zwinięto { $count } wcześniejsze wiersze
       *[many] zwinięto { $count } wcześniejszych wierszy
    } (ostatnie ruchy pokazuje `/{ $root } log`).
turn-folded-summary = ✔️ { $summary } (każdy ruch pokazuje `/{ $root } log`).
turn-folded--term = ✔️ Ta faza się skończyła: { $count ->
        [one] zwinięto { $count } wcześniejszy wiersz
        [few] zwinięto { $count } wcześniejsze wiersze
       *[many] zwinięto { $count } wcześniejszych wierszy
    }.
turn-folded-summary--term = ✔️ { $summary }
turn-taken-back = ↩️ { $name } cofa ruch: { $action }
turn-taken-back--you = ↩️ Cofasz ruch: { $action }
turn-deciding = ⏳ Jeszcze decydują: { $names } — wasze przyciski są w wiadomościach prywatnych (albo pod „Moja ręka”).
console-news = 🔒 { $what }
console-yours = 👉 { $what }
choice-in-group = { $group }: { $label }
choose-group = { $group } — wybierz
round-words = Runda { $round }
console-moved-round = { $when } — twoja ręka jest teraz w najnowszej wiadomości poniżej ⬇️
console-moved = Twoja ręka jest teraz w najnowszej wiadomości poniżej ⬇️
pings-on = Gdy przyjdzie twoja kolej, bot zawoła cię po imieniu.
pings-off = Bot nie będzie już wołał cię po imieniu, gdy przyjdzie twoja kolej.

## Lists

summary-group = { $who }: { $items }
summary-group--you-who = Ty: { $items }
summary-more = { $head } · { $tail }
list-item = { $item }
list-item--you-item = ty
list-none = brak
list-more = { $head }, { $tail }
error-bad-argument = Polecenie nie przyjmie takiej wartości dla { $name }. Nic się nie zmieniło.
error-unknown-verb = Ta gra nie ma (już) polecenia { $name }. Nic się nie zmieniło.

## Pełnoekranowy stół w terminalu.
term-keys = ↑↓ wybór · Enter zatwierdź · pisz, by szukać · Esc wróć · Tab plansza/ręka/pomoc · ? pomoc · PgUp/PgDn historia · Ctrl+U cofnij · Ctrl+C koniec (zapisane)
term-find = Szukaj: { $typed }▏
term-nothing-to-decide = Teraz nie masz nic do zdecydowania.
term-over = Koniec gry: punktacja końcowa jest po prawej. Naciśnij dowolny klawisz, by zamknąć (PgUp przewija historię).
term-pane-decision = Twoja decyzja
term-pane-story = Co się wydarzyło
term-pane-board = Plansza
term-pane-hand = Twoja ręka
term-pane-help = Pomoc
term-pick-done = { $count ->
        [0] Zaznacz kości powyżej (Enter), potem wybierz to
        [one] ➜ Przerzuć { $count } zaznaczoną kość
        [few] ➜ Przerzuć { $count } zaznaczone kości
       *[many] ➜ Przerzuć { $count } zaznaczonych kości
    }
term-help =
    Jak tu grać: lista po lewej to twoja decyzja. Poruszaj się strzałkami ↑ i ↓ (albo myszą) i naciśnij Enter; możesz też wpisać numer odpowiedzi i nacisnąć Enter. W długiej liście wpisz słowa, by znaleźć odpowiedzi (Esc czyści wpisany tekst).
    Każda odpowiedź mówi, co teraz daje, ile kosztuje albo czym grozi; podświetlona jest opisana w całości pod listą.
    Długa lista najpierw pokazuje rodzaje: otwórz rodzaj Enterem, wróć Escem.
    Pod listą jest historia gry, najnowsze na dole (PgUp i PgDn ją przewijają).
    Tab przełącza ten panel między planszą, twoją ręką i pomocą. Ctrl+U cofa twój ostatni ruch, jeśli gra na to pozwala. Ctrl+C kończy; gra jest zapisana i następnym razem ruszy od tego miejsca.
