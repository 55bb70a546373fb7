package android.content;

/** Stub of android.content.Context for a JVM type-check only. */
public class Context {}
