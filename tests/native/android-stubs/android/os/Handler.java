package android.os;

import java.util.ArrayList;
import java.util.List;

/** Fake of android.os.Handler: posts wait in TEST queues the JVM tests run. */
public class Handler {
    /** TEST: posted tasks, run by runPosted(). */
    public static final List<Runnable> POSTED = new ArrayList<>();
    /** TEST: delayed tasks, run by runDelayed() (time passing). */
    public static final List<Runnable> DELAYED = new ArrayList<>();

    /** @deprecated Since API 30: an implicit Looper loses tasks or crashes; pass one. */
    @Deprecated
    public Handler() {}
    public Handler(Looper looper) {}
    public final boolean post(Runnable r) { POSTED.add(r); return true; }
    public final boolean postDelayed(Runnable r, long delayMillis) { DELAYED.add(r); return true; }

    /** TEST */
    public static void runPosted() { while (!POSTED.isEmpty()) POSTED.remove(0).run(); }
    /** TEST */
    public static void runDelayed() {
        List<Runnable> due = new ArrayList<>(DELAYED);
        DELAYED.clear();
        for (Runnable r : due) r.run();
        runPosted();
    }
}
